// RUN: attn-opt %s -split-input-file --attn-openmp-dynamic-schedule | FileCheck %s

// A worksharing loop without a schedule (what convert-scf-to-openmp makes)
// gets a dynamic one: query blocks of a causal attention differ in work.
// CHECK-LABEL: func @unscheduled
// CHECK: omp.wsloop schedule(dynamic)
func.func @unscheduled(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A schedule someone chose is kept.
// CHECK-LABEL: func @negative_scheduled
// CHECK: omp.wsloop schedule(static)
func.func @negative_scheduled(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop schedule(static) {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        omp.yield
      }
    }
    omp.terminator
  }
  return
}
