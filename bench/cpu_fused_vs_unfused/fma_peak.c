//===- fma_peak.c - One core's measured f32 FMA peak ----------------------===//
//
// Independent chains of fused multiply-adds on the widest vectors the
// compiler targets (build with -O2 -march=native), timed in thread CPU time
// so that time other jobs hold the core does not count. Prints the best of
// three trials in GFLOP/s and the vector width in bits: bench.py's "% of
// peak" divides by it.
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
  // Twelve named accumulators, not an array, so that they stay in registers.
  vec a0 = add, a1 = add * 2, a2 = add * 3, a3 = add * 4, a4 = add * 5,
      a5 = add * 6, a6 = add * 7, a7 = add * 8, a8 = add * 9, a9 = add * 10,
      a10 = add * 11, a11 = add * 12;
  const long iterations = 100000000;
  double best = 0;
  for (int trial = 0; trial < 3; ++trial) {
    double start = threadSeconds();
    for (long i = 0; i < iterations; ++i) {
      a0 = a0 * mul + add;
      a1 = a1 * mul + add;
      a2 = a2 * mul + add;
      a3 = a3 * mul + add;
      a4 = a4 * mul + add;
      a5 = a5 * mul + add;
      a6 = a6 * mul + add;
      a7 = a7 * mul + add;
      a8 = a8 * mul + add;
      a9 = a9 * mul + add;
      a10 = a10 * mul + add;
      a11 = a11 * mul + add;
      // An empty asm that claims to change the accumulators keeps the
      // compiler from folding the chains.
      __asm__ volatile("" : "+v"(a0), "+v"(a1), "+v"(a2), "+v"(a3), "+v"(a4),
                       "+v"(a5), "+v"(a6), "+v"(a7), "+v"(a8), "+v"(a9),
                       "+v"(a10), "+v"(a11));
    }
    double seconds = threadSeconds() - start;
    double gflops = 2.0 * LANES * CHAINS * iterations / seconds / 1e9;
    if (gflops > best)
      best = gflops;
  }
  vec sum = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11;
  // Printing the sum keeps every chain live.
  fprintf(stderr, "checksum %g\n", (double)sum[0]);
  printf("%.1f %d\n", best, 32 * LANES);
  return 0;
}
