# Helpers the bench shell scripts source: attn-run's time and the traffic
# report's tiled bytes for one function. They read `bin` (the folder of
# attn-run and attn-opt) and `repeat` (attn-run's --repeat).

# The median time of one run of attn-run on function $2 of file $1, in
# milliseconds; further arguments go to attn-run (--inputs DIR, say).
time_ms() {
  local file=$1 entry=$2
  shift 2
  "$bin/attn-run" "$file" --entry "$entry" --reference none --warmup 1 \
    --repeat "$repeat" --json "$@" |
    python3 -c 'import json, sys; print(1e3 * json.load(sys.stdin)["time_median_s"])'
}

# Bytes the fused ops of function $2 of file $1 read from HBM as their
# kernels are tiled (K and V once per query block, each term once), from
# the JSON traffic report.
bytes_read() {
  "$bin/attn-opt" "$1" "--attn-traffic-report=format=json" -o /dev/null |
    python3 -c '
import json, sys
report = json.load(sys.stdin)
for function in report["functions"]:
    if function["name"] == sys.argv[1]:
        print(sum(op["tiled_bytes_read"] for op in function["ops"]))' "$2"
}
