//===- KernelGrouping.cpp - ops grouped into the kernels a compiler launches =//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/KernelGrouping.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Interfaces/TrafficOpInterface.h"
#include "attn/Support/LinalgOperands.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"

#include <numeric>

using namespace mlir;
using namespace mlir::attn;

bool mlir::attn::isElementwiseForFusion(Operation *op) {
  if (isa<ScaleOp, AddOp, MaskOp, CausalMaskOp, SegmentMaskOp, TanhOp, CastOp,
          TransposeOp, ExpandHeadsOp>(op))
    return true;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgOp.getNumReductionLoops() == 0;
  return false;
}

/// Reshapes and casts cost nothing and are no kernels: fusion sees through
/// them.
static bool isView(Operation *op) {
  return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp>(
      op);
}

/// The value `value` is a view of.
static Value getSource(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isView(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// The ops that use `value`, through views (a return counts).
static void collectUsers(Value value, SmallVectorImpl<Operation *> &users) {
  for (Operation *user : value.getUsers()) {
    if (isView(user))
      collectUsers(user->getResult(0), users);
    else
      users.push_back(user);
  }
}

/// The shaped operands `op` reads by its own rule (a linalg op's init only
/// when its payload uses it), each once.
static SmallVector<Value> getReadOperands(Operation *op) {
  SmallVector<Value> read;
  auto add = [&](Value value) {
    if (isa<ShapedType>(value.getType()) && !llvm::is_contained(read, value))
      read.push_back(value);
  };
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    for (OpOperand &input : getInputOperands(linalgOp))
      add(input.get());
    for (OpOperand &init : getInitOperands(linalgOp))
      if (linalgOp.payloadUsesValueFromOperand(&init))
        add(init.get());
    return read;
  }
  for (Value operand : op->getOperands())
    add(operand);
  return read;
}

namespace {
/// Disjoint sets of op indices, each with the number of roots it holds.
class Groups {
public:
  explicit Groups(size_t size) : parent(size), roots(size, 0) {
    std::iota(parent.begin(), parent.end(), 0);
  }
  size_t find(size_t i) {
    while (parent[i] != i)
      i = parent[i] = parent[parent[i]];
    return i;
  }
  /// Merges the groups of `a` and `b` unless that would give a kernel two
  /// roots; true when merged.
  bool merge(size_t a, size_t b) {
    a = find(a);
    b = find(b);
    if (a == b || roots[a] + roots[b] > 1)
      return false;
    parent[a] = b;
    roots[b] += roots[a];
    return true;
  }
  SmallVector<size_t> parent;
  SmallVector<unsigned> roots;
};
} // namespace

FunctionTraffic
mlir::attn::groupIntoKernels(const FunctionTraffic &function,
                             const llvm::StringMap<int64_t> &bindings) {
  ArrayRef<OpTraffic> ops = function.ops;
  llvm::DenseMap<Operation *, size_t> indexOf;
  indexOf.reserve(ops.size());
  for (auto [index, op] : llvm::enumerate(ops))
    indexOf[op.op] = index;
  // Which ops may fuse at all: known ops with one result. Unknown ops, and
  // ops with several results, stay kernels of their own.
  auto fusible = [&](size_t i) {
    return ops[i].known && ops[i].op->getNumResults() == 1;
  };
  // Asked of every op several times; named linalg ops rebuild their
  // iterator types for it.
  SmallVector<bool> elementwise;
  elementwise.reserve(ops.size());
  for (const OpTraffic &op : ops)
    elementwise.push_back(isElementwiseForFusion(op.op));
  Groups groups(ops.size());
  for (size_t i = 0; i < ops.size(); ++i)
    groups.roots[i] = fusible(i) && !elementwise[i] ? 1 : 0;

  /// The costed op that produces `value` in the same block as `user`.
  auto producerOf = [&](Value value, Operation *user) -> std::optional<size_t> {
    Operation *def = getSource(value).getDefiningOp();
    if (!def || def->getBlock() != user->getBlock())
      return std::nullopt;
    auto it = indexOf.find(def);
    if (it == indexOf.end())
      return std::nullopt;
    return it->second;
  };
  /// Whether `consumer` is the only user of `producer`'s result.
  auto onlyUser = [&](size_t producer, Operation *consumer) {
    SmallVector<Operation *, 2> users;
    collectUsers(ops[producer].op->getResult(0), users);
    return llvm::all_of(users, [&](Operation *u) { return u == consumer; });
  };
  // Results passed between the ops of one kernel: never written to HBM.
  SmallVector<bool> internal(ops.size(), false);

  for (size_t i = 0; i < ops.size(); ++i) {
    Operation *op = ops[i].op;
    if (!fusible(i))
      continue;
    SmallVector<size_t, 4> producers;
    for (Value operand : op->getOperands())
      if (std::optional<size_t> p = producerOf(operand, op))
        if (!llvm::is_contained(producers, *p))
          producers.push_back(*p);
    // Producer fusion: an elementwise op whose only user is this op is
    // computed inside this op's kernel. Everything the producer's group
    // computes flows only into this op, so no cycle can form.
    for (size_t p : producers)
      if (fusible(p) && elementwise[p] && onlyUser(p, op) && groups.merge(p, i))
        internal[p] = true;
    // Epilogue fusion: an elementwise op whose one producer feeds only it
    // joins the producer's kernel (a matmul's or reduction's epilogue).
    if (elementwise[i] && producers.size() == 1) {
      size_t p = producers.front();
      if (fusible(p) && groups.find(p) != groups.find(i) && onlyUser(p, op) &&
          groups.merge(p, i))
        internal[p] = true;
    }
  }

  // Members of each kernel, in program order, kernels ordered by their
  // first op.
  llvm::MapVector<size_t, SmallVector<size_t, 4>> members;
  for (size_t i = 0; i < ops.size(); ++i)
    members[groups.find(i)].push_back(i);

  TrafficContext ctx(bindings);
  FunctionTraffic result;
  result.func = function.func;
  result.name = function.name;
  result.groupedFrom = ops.size();
  result.ops.reserve(members.size());
  for (auto &entry : members) {
    ArrayRef<size_t> kernel = entry.second;
    if (kernel.size() == 1) {
      result.ops.push_back(ops[kernel.front()]);
      continue;
    }
    OpTraffic grouped;
    // Named by its root, else by the op that writes its result.
    size_t named = kernel.back();
    for (size_t m : kernel)
      if (!elementwise[m])
        named = m;
    grouped.op = ops[named].op;
    grouped.tensorCoreType = ops[named].tensorCoreType;
    // External inputs and how many of the kernel's ops read each.
    llvm::MapVector<Value, unsigned> inputs;
    for (size_t m : kernel) {
      const OpTraffic &member = ops[m];
      if (m != named)
        grouped.fusedOps.push_back(member.op);
      grouped.flops += member.flops;
      grouped.transcendentals += member.transcendentals;
      grouped.bytesRead += member.bytesRead;
      grouped.bytesWritten += member.bytesWritten;
      for (const std::string &note : member.notes)
        if (!llvm::is_contained(grouped.notes, note))
          grouped.notes.push_back(note);
      if (internal[m])
        grouped.bytesWritten =
            grouped.bytesWritten - ctx.getTensorBytes(member.op->getResult(0));
      for (Value operand : getReadOperands(member.op)) {
        std::optional<size_t> p = producerOf(operand, member.op);
        if (p && groups.find(*p) == entry.first)
          grouped.bytesRead = grouped.bytesRead - ctx.getTensorBytes(operand);
        else
          ++inputs[getSource(operand)];
      }
    }
    // An input read by several of the kernel's ops is loaded once.
    for (auto [value, readers] : inputs)
      if (readers > 1)
        grouped.bytesRead =
            grouped.bytesRead - Poly(readers - 1) * ctx.getTensorBytes(value);
    result.ops.push_back(std::move(grouped));
  }
  for (const OpTraffic &kernel : result.ops) {
    result.flops += kernel.flops;
    result.transcendentals += kernel.transcendentals;
    result.bytesRead += kernel.bytesRead;
    result.bytesWritten += kernel.bytesWritten;
  }
  return result;
}
