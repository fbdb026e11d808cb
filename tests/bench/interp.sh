#!/bin/sh
# interp.sh — time the interpreter micro-benchmarks (tests/bench/interp/*.py)
# with build/nnscope and /usr/bin/python3 (5 runs each, median CPU time =
# user + system, which stays meaningful on a loaded machine; wall time with
# WALL=1) and print the speed ratio CPython/nnscope (>= 1: nnscope faster).
#   tests/bench/interp.sh [NNSCOPE_BINARY] [PYTHON]
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nn=${1:-$root/build/nnscope}
py=${2:-/usr/bin/python3}
reps=5

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
runtime() { # prints the time of one run in seconds
    if [ -z "$WALL" ] && [ -x /usr/bin/time ]; then
        /usr/bin/time -f '%U %S' -o /tmp/interp-bench.$$ "$@" > /dev/null 2>&1
        awk '{printf "%.4f\n", $1 + $2}' /tmp/interp-bench.$$; rm -f /tmp/interp-bench.$$
        return
    fi
    s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N)
    echo "$s $e" | awk '{printf "%.4f\n", $2 - $1}'
}

printf '%-12s %10s %10s %8s\n' bench nnscope python ratio
for f in "$here"/interp/*.py; do
    name=$(basename "$f" .py)
    a=$(for i in $(seq $reps); do runtime "$nn" run "$f"; done | median)
    b=$(for i in $(seq $reps); do runtime "$py" "$f"; done | median)
    echo "$name $a $b" | awk '{printf "%-12s %9.3fs %9.3fs %7.2fx\n", $1, $2, $3, $3 / $2}'
done
