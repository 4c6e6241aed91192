#!/bin/sh
# web/files.sh: the files the page's file system holds (web/web.mk), one a
# line, from the repository's root: every file a chapter, an exercise or
# appendix C names (a path in chapters/*/*.md or chapters/*/chapter.mk that
# is a file here; not the sources, the build's files or the tools), the
# scenes and the text files beside the chapters, and the LCP files of
# tests/lcp.  tests/web.sh checks that each one opens in the page.
cd "$(dirname "$0")/.." || exit 1
{
    grep -ohE '[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+' chapters/*/*.md chapters/*/chapter.mk |
        grep -vE '^(build|tools|src|web|report|third_party)/|\.(c|h|mk|md|js|lua|sh|gp|gpi|awk|py)$'
    ls chapters/*/*.scene chapters/*/*.txt chapters/*/*/*.txt tests/lcp/*.txt tests/lcp/*.dat 2>/dev/null
} | LC_ALL=C sort -u | while IFS= read -r f; do
    if [ -f "$f" ]; then echo "$f"; fi
done
