# The k-th table of a bench file (awk -v k=K): a table is a run of lines
# that are neither comments (#) nor blank; printed unchanged.
/^#/ { next }
/^[[:space:]]*$/ { on = 0; next }
{ if (!on) { n++; on = 1 } if (n == k) print }
