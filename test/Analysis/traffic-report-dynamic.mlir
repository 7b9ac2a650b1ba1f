// RUN: attn-opt %s --attn-traffic-report -o /dev/null | FileCheck %s --check-prefix=FORMULA
// RUN: attn-opt %s "--attn-traffic-report=format=json" -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: attn-opt %s "--attn-traffic-report=bind=N=4096,d=128,B=1,Hq=1,Hkv=1,Nq=4096,Nkv=4096,dv=128,Q=4,K=2,D=64,arg0_0=256,arg1_0=512,T=100" -o /dev/null | FileCheck %s --check-prefix=BOUND
// RUN: attn-opt %s "--attn-traffic-report=format=json bind=N=4096,d=128,B=1,Hq=1,Hkv=1,Nq=4096,Nkv=4096,dv=128,Q=4,K=2,D=64,arg0_0=256,arg1_0=512,T=100" -o /dev/null | FileCheck %s --check-prefix=BOUNDJSON

// Dynamic dims: figures become formulas in named dims, and `bind` evaluates
// them. Names come from `attn.dims` on function arguments, from the roles of
// attn.flash_attention (B, Hq, Hkv, Nq, Nkv, d, dv), or default to argK_I.

// The spec's chain with N and d named: 8N² + 8Nd bytes, and with N = 4096,
// d = 128 the worked example's numbers.
// FORMULA-LABEL: @chain
// FORMULA-NEXT: # op
// FORMULA-NEXT: 1 attn.matmul 2*N^2*d 0 4*N*d 2*N^2 - 295.22 -
// FORMULA-NEXT: 2 attn.softmax 4*N^2 N^2 2*N^2 2*N^2 - 20.00 -
// FORMULA-NEXT: 3 attn.matmul 2*N^2*d 0 2*N^2 + 2*N*d 2*N*d - 295.22 -
// FORMULA-NEXT: total 4*N^2*d + 4*N^2 N^2 4*N^2 + 6*N*d 4*N^2 + 2*N*d -
// FORMULA-NEXT: bytes moved: 8*N^2 + 8*N*d
// Fusing the chain leaves only the compulsory 8Nd.
// FORMULA-NEXT: after attn-raise + attn-fuse (1 chain fused): 8*N*d bytes moved
// JSON-LABEL: "name": "chain",
// JSON: "op": "attn.matmul",
// JSON: "flops": null,
// JSON-NEXT: "transcendentals": 0,
// JSON-NEXT: "bytes_read": null,
// JSON-NEXT: "bytes_written": null,
// JSON-NEXT: "intensity": null,
// JSON-NEXT: "balance": 295.22,
// JSON-NEXT: "bound": null,
// No time while the figures are formulas.
// JSON-NEXT: "predicted_us": null,
// JSON-NEXT: "limiter": null,
// JSON-NEXT: "time_share": null,
// JSON-NEXT: "formula": {
// JSON-NEXT: "flops": "2*N^2*d",
// JSON-NEXT: "transcendentals": "0",
// JSON-NEXT: "bytes_read": "4*N*d",
// JSON-NEXT: "bytes_written": "2*N^2"
// BOUND-LABEL: @chain
// BOUND-NEXT: # op
// BOUND-NEXT: 1 attn.matmul 4,294,967,296 0 2,097,152 33,554,432 120.47 295.22 memory
// BOUND-NEXT: flops = 2*N^2*d
// BOUND-NEXT: bytes read = 4*N*d
// BOUND-NEXT: bytes written = 2*N^2
// BOUND: total 8,657,043,456 16,777,216 70,254,592 68,157,440 62.55
// BOUND-NEXT: bytes moved: 138,412,032 = 8*N^2 + 8*N*d
// BOUNDJSON-LABEL: "name": "chain",
// BOUNDJSON: "flops": 4294967296,
// BOUNDJSON-NEXT: "transcendentals": 0,
// BOUNDJSON-NEXT: "bytes_read": 2097152,
// BOUNDJSON-NEXT: "bytes_written": 33554432,
// BOUNDJSON-NEXT: "intensity": 120.47,
// BOUNDJSON-NEXT: "balance": 295.22,
// BOUNDJSON-NEXT: "bound": "memory",
// Bound dims give the time: 35,651,584 B / 3.015e12 B/s + 3 us.
// BOUNDJSON-NEXT: "predicted_us": 14.82,
// BOUNDJSON-NEXT: "limiter": "memory",
// BOUNDJSON-NEXT: "time_share": 0.27,
// BOUNDJSON-NEXT: "formula": {
// BOUNDJSON-NEXT: "flops": "2*N^2*d",
func.func @chain(%q: tensor<1x1x?x?xf16> {attn.dims = ["B", "H", "N", "d"]},
                 %k: tensor<1x1x?x?xf16> {attn.dims = ["B", "H", "N", "d"]},
                 %v: tensor<1x1x?x?xf16> {attn.dims = ["B", "H", "N", "d"]}) -> tensor<1x1x?x?xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x?x?xf16>, tensor<1x1x?x?xf16> -> tensor<1x1x?x?xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x?x?xf16>
  %o = attn.matmul %p, %v : tensor<1x1x?x?xf16>, tensor<1x1x?x?xf16> -> tensor<1x1x?x?xf16>
  return %o : tensor<1x1x?x?xf16>
}

// Without attn.dims, dim I of argument K is argK_I, and dims flow through
// ops: the product of [?, 64] by [?, 64]ᵀ is [arg0_0, arg1_0].
// FORMULA-LABEL: @default_names
// FORMULA-NEXT: # op
// FORMULA-NEXT: 1 attn.matmul 128*arg0_0*arg1_0 0 128*arg0_0 + 128*arg1_0 2*arg0_0*arg1_0 - 295.22 -
// BOUND-LABEL: @default_names
// BOUND-NEXT: # op
// BOUND-NEXT: 1 attn.matmul 16,777,216 0 98,304 262,144 46.55 295.22 memory
func.func @default_names(%a: tensor<?x64xf16>, %b: tensor<?x64xf16>) -> tensor<?x?xf16> {
  %s = attn.matmul %a, %b transpose_b : tensor<?x64xf16>, tensor<?x64xf16> -> tensor<?x?xf16>
  return %s : tensor<?x?xf16>
}

// The fused op names its dims by role. The tiled formula divides Nq by the
// block (exact once Nq is bound).
// FORMULA-LABEL: @flash
// FORMULA-NEXT: # op
// FORMULA-NEXT: 1 attn.flash_attention 2*B*Hq*Nkv*Nq*d + 2*B*Hq*Nkv*Nq*dv + 4*B*Hq*Nkv*Nq B*Hq*Nkv*Nq 2*B*Hkv*Nkv*d + 2*B*Hkv*Nkv*dv + 2*B*Hq*Nq*d 2*B*Hq*Nq*dv - 295.22 -
// FORMULA-NEXT: tiled model: B*Hq*Nkv*Nq*d/32 + B*Hq*Nkv*Nq*dv/32 + 2*B*Hq*Nq*d bytes read
// FORMULA-NEXT: note: tiled formula assumes block_m divides Nq
// JSON-LABEL: "name": "flash",
// JSON: "tiled_bytes_read": null,
// JSON-NEXT: "l2_tiled_bytes_read": null,
// JSON-NEXT: "l2_assumption": "the L2 figure needs a fused op with a numeric tiled figure",
// JSON-NEXT: "predicted_us": null,
// JSON-NEXT: "limiter": null,
// JSON-NEXT: "time_share": null,
// JSON-NEXT: "formula": {
// JSON-NEXT: "flops": "2*B*Hq*Nkv*Nq*d + 2*B*Hq*Nkv*Nq*dv + 4*B*Hq*Nkv*Nq",
// JSON-NEXT: "transcendentals": "B*Hq*Nkv*Nq",
// JSON-NEXT: "bytes_read": "2*B*Hkv*Nkv*d + 2*B*Hkv*Nkv*dv + 2*B*Hq*Nq*d",
// JSON-NEXT: "bytes_written": "2*B*Hq*Nq*dv",
// JSON-NEXT: "tiled_bytes_read": "B*Hq*Nkv*Nq*d/32 + B*Hq*Nkv*Nq*dv/32 + 2*B*Hq*Nq*d"
// JSON-NEXT: },
// JSON-NEXT: "note": "tiled formula assumes block_m divides Nq"
// BOUND-LABEL: @flash
// BOUND-NEXT: # op
// BOUND-NEXT: 1 attn.flash_attention 8,657,043,456 16,777,216 3,145,728 1,048,576 2064.00 295.22 compute
// BOUND: tiled model: 135,266,304 bytes read
func.func @flash(%q: tensor<?x?x?x?xf16>, %k: tensor<?x?x?x?xf16>, %v: tensor<?x?x?x?xf16>) -> tensor<?x?x?x?xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388 block_m 64
      : tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16>, tensor<?x?x?x?xf16> -> tensor<?x?x?x?xf16>
  return %o : tensor<?x?x?x?xf16>
}

// A causal formula assumes Nq <= Nkv (here Q <= K, named by attn.dims); once
// bound the pairs are counted exactly, also for Q > K: Q = 4, K = 2 gives 3
// pairs, where the formula would give 2.
// FORMULA-LABEL: @causal
// FORMULA-NEXT: # op
// FORMULA-NEXT: 1 attn.flash_attention 4*D*K*Q - 2*D*Q^2 + 2*D*Q + 4*K*Q - 2*Q^2 + 2*Q K*Q - Q^2/2 + Q/2
// FORMULA: note: causal formula assumes Nq <= Nkv
// BOUND-LABEL: @causal
// BOUND-NEXT: # op
// BOUND-NEXT: 1 attn.flash_attention 780 3 1,024 512
func.func @causal(%q: tensor<1x1x?x?xf16> {attn.dims = ["B", "H", "Q", "D"]},
                  %k: tensor<1x1x?x?xf16> {attn.dims = ["B", "H", "K", "D"]},
                  %v: tensor<1x1x?x?xf16> {attn.dims = ["B", "H", "K", "D"]}) -> tensor<1x1x?x?xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal block_m 2
      : tensor<1x1x?x?xf16>, tensor<1x1x?x?xf16>, tensor<1x1x?x?xf16> -> tensor<1x1x?x?xf16>
  return %o : tensor<1x1x?x?xf16>
}

#id = affine_map<(d0, d1) -> (d0, d1)>
// The size of a tensor.empty traced through tensor.dim: the output of the
// generic is [T, 128], not a dim of unknown origin.
// FORMULA-LABEL: @linalg_dynamic
// FORMULA-NEXT: # op
// FORMULA-NEXT: 1 linalg.generic 128*T 128*T 512*T 512*T - 20.00 -
// BOUND-LABEL: @linalg_dynamic
// BOUND-NEXT: # op
// BOUND-NEXT: 1 linalg.generic 12,800 12,800 51,200 51,200 0.12 20.00 memory
func.func @linalg_dynamic(%x: tensor<?x128xf32> {attn.dims = ["T", "C"]}) -> tensor<?x128xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x128xf32>
  %e = tensor.empty(%n) : tensor<?x128xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x128xf32>) outs(%e : tensor<?x128xf32>) {
  ^bb0(%in: f32, %o: f32):
    %ex = math.exp %in : f32
    %ad = arith.addf %ex, %in : f32
    linalg.yield %ad : f32
  } -> tensor<?x128xf32>
  return %y : tensor<?x128xf32>
}
