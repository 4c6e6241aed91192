#!/bin/sh
# bench/build.sh DIR: the build's own times against their targets, as make
# runs them by default (every core): `make report` from nothing (a new
# build folder DIR/report-build; the Debian packages present) under 60 s,
# and `make test` (in DIR/test-build, everything built there first) under
# 6 minutes.  Wall seconds, one row each; the logs stay in DIR.  Exit 1
# when a build fails (its time would say nothing).
set -u
dir=$1
mkdir -p "$dir" || exit 1
echo "# machine: $(uname -srm), $(nproc) cores"
echo "# date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# wall seconds of each command, from nothing; target: under target_s"
printf '%-28s %9s %9s %s\n' command seconds target_s target_met

# time_it LOG NAME TARGET COMMAND...: run (output to DIR/LOG.log), print the row.
time_it() {
    log=$1 name=$2 target=$3
    shift 3
    start=$(date +%s.%N)
    # a make of its own, as from a shell (not one under make bench's)
    env -u MAKELEVEL -u MAKEFLAGS -u MFLAGS "$@" >"$dir/$log.log" 2>&1
    status=$?
    seconds=$(echo "$(date +%s.%N) - $start" | bc)
    if [ $status -ne 0 ]; then
        echo "bench/build.sh: '$*' failed (status $status); see $dir/$log.log" >&2
        exit 1
    fi
    met=$(echo "$seconds < $target" | bc | sed 's/1/yes/; s/0/no/')
    printf '%-28s %9.1f %9d %s\n' "$name" "$seconds" "$target" "$met"
}

rm -rf "$dir/report-build" "$dir/test-build"
time_it report "make report" 60 make --no-print-directory report B="$dir/report-build" \
    REPORT_DIR="$dir/report-build/out"
time_it test "make test" 360 make --no-print-directory test B="$dir/test-build"
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
