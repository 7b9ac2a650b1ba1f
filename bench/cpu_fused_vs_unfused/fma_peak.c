//===- fma_peak.c - One core's measured f32 FMA peak ----------------------===//
//
// Independent chains of fused multiply-adds on the widest vectors the
// compiler targets (build with -O2 -march=native), timed in thread CPU time
// so that time other jobs hold the core does not count. Prints the best of
// three trials in GFLOP/s (bench.py's "% of peak" divides by it), the vector
// width in bits and the number of chains.
//
//===----------------------------------------------------------------------===//
#include <stdio.h>
#include <time.h>

#if defined(__AVX512F__)
#define LANES 16
#else
#define LANES 8
#endif
typedef float vec __attribute__((vector_size(4 * LANES)));

// More chains than FMA latency x pipes on any x86 core (4 x 2): the loop is
// bound by throughput, not by latency.
enum { CHAINS = 12 };

static double threadSeconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(void) {
  vec mul, add;
  for (int l = 0; l < LANES; ++l) {
    mul[l] = 0.999999f;
    add[l] = 1e-7f;
  }
  // Fully unrolled, the chains live in registers; no closed form for a
  // float recurrence exists, so the compiler cannot fold them away.
  vec acc[CHAINS];
  for (int c = 0; c < CHAINS; ++c)
    acc[c] = add * (float)(c + 1);
  const long iterations = 100000000;
  double best = 0;
  for (int trial = 0; trial < 3; ++trial) {
    double start = threadSeconds();
    for (long i = 0; i < iterations; ++i) {
#pragma GCC unroll 12 // CHAINS
      for (int c = 0; c < CHAINS; ++c)
        acc[c] = acc[c] * mul + add;
    }
    double seconds = threadSeconds() - start;
    double gflops = 2.0 * LANES * CHAINS * iterations / seconds / 1e9;
    if (gflops > best)
      best = gflops;
  }
  vec sum = acc[0];
  for (int c = 1; c < CHAINS; ++c)
    sum += acc[c];
  // Printing the sum keeps every chain live.
  fprintf(stderr, "checksum %g\n", (double)sum[0]);
  printf("%.1f %d %d\n", best, 32 * LANES, CHAINS);
  return 0;
}
