//===- Fuse.cpp - fuse attention chains into attn.flash_attention ---------===//
//
// Part of attn-opt. The attention chain matcher, the fusion pattern and the
// attn-fuse pass.
//
//===----------------------------------------------------------------------===//

#include "Describe.h"
#include "attn/Transforms/Fusion.h"
#include "attn/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNFUSE
#include "attn/Transforms/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;
using namespace mlir::attn;

static RankedTensorType tensorType(Value v) {
  return cast<RankedTensorType>(v.getType());
}

/// Whether `perm` swaps the last two dims and keeps the others.
static bool swapsLastTwo(ArrayRef<int64_t> perm) {
  int64_t rank = perm.size();
  if (rank < 2 || perm[rank - 1] != rank - 2 || perm[rank - 2] != rank - 1)
    return false;
  for (int64_t i = 0; i < rank - 2; ++i)
    if (perm[i] != i)
      return false;
  return true;
}

/// The f16 or bf16 tensor that `x` widens to f32 by an attn.cast (exactly),
/// or `x` itself.
static Value narrowed(Value x) {
  auto widen = x.getDefiningOp<CastOp>();
  if (!widen || !tensorType(x).getElementType().isF32())
    return x;
  Type from = tensorType(widen.getInput()).getElementType();
  return from.isF16() || from.isBF16() ? widen.getInput() : x;
}

/// Whether `v` is a matmul's result seen through the ops a scores path may
/// hold, each followed along its first operand.
static bool isOnScoresPath(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (isa<MatmulOp>(def))
      return true;
    if (!isa<CastOp, ScaleOp, AddOp, MaskOp, CausalMaskOp, SegmentMaskOp,
             TanhOp>(def))
      return false;
    v = def->getOperand(0);
  }
  return false;
}

unsigned mlir::attn::getScoresOperand(AddOp add) {
  if (add.getBias().getType() != add.getInput().getType() ||
      isOnScoresPath(add.getInput()) || !isOnScoresPath(add.getBias()))
    return 0;
  return 1;
}

/// Whether `target` is computed, through any chain of ops, from `sources`,
/// which all sit in the block of `first`, the earliest of them. Only ops
/// between `first` and `target` can carry such a dependence, so the search
/// stops at ops before `first` (and at anything defined outside its block):
/// it stays proportional to the chain's span, not to everything upstream,
/// which in a many-layer model is every earlier layer.
static bool dependsOn(Value target, const SmallPtrSetImpl<Operation *> &sources,
                      Operation *first) {
  Block *block = first->getBlock();
  SmallVector<Value> worklist = {target};
  SmallPtrSet<Operation *, 16> visited;
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || !visited.insert(def).second)
      continue;
    if (sources.contains(def))
      return true;
    Operation *inBlock = block->findAncestorOpInBlock(*def);
    if (!inBlock || inBlock->isBeforeInBlock(first))
      continue;
    llvm::append_range(worklist, def->getOperands());
    // Values a region captures from above count too (linalg bodies).
    def->walk([&](Operation *nested) {
      if (nested != def)
        for (Value operand : nested->getOperands())
          if (!def->isAncestor(operand.getParentBlock()->getParentOp()))
            worklist.push_back(operand);
    });
  }
  return false;
}

namespace {
/// Matches one chain and, on failure, phrases the reason.
class ChainMatcher {
public:
  ChainMatcher(SoftmaxOp softmax, std::string *whyNot)
      : softmax(softmax), whyNot(whyNot) {}

  FailureOr<AttentionChain> run() {
    AttentionChain chain;
    chain.softmax = softmax;
    RankedTensorType type = softmax.getType();
    int64_t rank = type.getRank();
    if (rank < 2 || rank > 4)
      return fail([&](raw_ostream &os) {
        os << "scores have rank " << rank << "; fusion needs rank 2 to 4";
      });
    if (static_cast<int64_t>(softmax.getDim()) != rank - 1)
      return fail([&](raw_ostream &os) {
        os << "softmax is over dim " << softmax.getDim() << ", not the key dim "
           << rank - 1;
      });
    if (failed(matchScores(chain)) || failed(matchOutput(chain)) ||
        failed(matchOperands(chain)))
      return failure();
    return chain;
  }

private:
  /// Walks from the softmax up to the Q·Kᵀ matmul through casts, scales and
  /// masks, and checks that each has the chain as its only user.
  LogicalResult matchScores(AttentionChain &chain) {
    SmallVector<Operation *> upward;
    Value v = softmax.getInput();
    while (true) {
      Operation *def = v.getDefiningOp();
      if (!def)
        return fail([&](raw_ostream &os) {
          os << "scores " << name(v) << " are a block argument, not the "
             << "result of a Q·Kᵀ matmul";
        });
      if (auto matmul = dyn_cast<MatmulOp>(def)) {
        chain.scores = matmul;
        break;
      }
      if (!isa<CastOp, ScaleOp, AddOp, MaskOp, CausalMaskOp, SegmentMaskOp,
               TanhOp>(def))
        return failOnForeignOp(v, def);
      upward.push_back(def);
      auto add = dyn_cast<AddOp>(def);
      v = def->getOperand(add ? getScoresOperand(add) : 0);
    }
    if (chain.scores.getType().getRank() != softmax.getType().getRank())
      return fail([&](raw_ostream &os) {
        os << "scores matmul " << name(chain.scores.getResult()) << " has rank "
           << chain.scores.getType().getRank() << ", softmax rank "
           << softmax.getType().getRank();
      });

    // From the matmul down: scales compose; a scale after a float mask
    // scales the mask too; a scale after a boolean or causal mask commutes
    // with its -inf only when positive; scales after a tanh are a softcap.
    chain.chainOps.push_back(chain.scores);
    bool hiddenKeys = false;
    SmallPtrSet<Operation *, 8> chainSet = {chain.scores};
    int64_t scoresRank = chain.scores.getType().getRank();
    for (Operation *op : llvm::reverse(upward)) {
      // The scores reach `op` from the op below it on the chain.
      Value scoresIn = chain.chainOps.back()->getResult(0);
      chain.chainOps.push_back(op);
      chainSet.insert(op);
      if (auto scale = dyn_cast<ScaleOp>(op)) {
        double c = scale.getScale().convertToDouble();
        if (hiddenKeys && c <= 0)
          return fail([&](raw_ostream &os) {
            os << "scale " << c << " after a mask is not positive ("
               << where(op) << ")";
          });
        (chain.softcap ? *chain.softcap : chain.scale) *= c;
        if (chain.mask &&
            !isa<IntegerType>(tensorType(chain.mask).getElementType()))
          chain.maskScale *= c;
        for (double &biasScale : chain.biasScales)
          biasScale *= c;
        continue;
      }
      if (isa<TanhOp>(op)) {
        // A tanh of masked scores would turn -inf into -1, and one of biased
        // scores is no softcap of the scores.
        if (hiddenKeys || chain.mask || chain.softcap)
          return fail([&](raw_ostream &os) {
            os << "scores " << name(op->getOperand(0)) << " go through "
               << where(op) << " after a mask or another tanh, not as a "
               << "softcap of the scaled scores";
          });
        chain.softcap = 1.0;
        continue;
      }
      if (auto causal = dyn_cast<CausalMaskOp>(op)) {
        std::optional<int64_t> diagonal = causal.getDiagonal();
        std::optional<int64_t> window = causal.getWindow();
        if (chain.causal && chain.diagonal != diagonal)
          return fail([&](raw_ostream &os) {
            os << "causal masks with different diagonals (" << where(op) << ")";
          });
        // Two windows on one diagonal: the narrower one.
        if (chain.causal && chain.window && window)
          window = std::min(*chain.window, *window);
        else if (chain.causal && !window)
          window = chain.window;
        chain.causal = true;
        chain.diagonal = diagonal;
        chain.window = window;
        hiddenKeys = true;
        continue;
      }
      if (auto segments = dyn_cast<SegmentMaskOp>(op)) {
        if (chain.querySegments)
          return fail([&](raw_ostream &os) {
            os << "more than one segment mask (" << where(op) << ")";
          });
        for (Value ids :
             {segments.getQuerySegments(), segments.getKeySegments()})
          if (dependsOnChain(ids, chainSet, chain.scores))
            return fail([&](raw_ostream &os) {
              os << "segment ids " << name(ids) << " depend on the scores ("
                 << where(op) << ")";
            });
        chain.querySegments = segments.getQuerySegments();
        chain.keySegments = segments.getKeySegments();
        hiddenKeys = true;
        continue;
      }
      if (isa<CastOp>(op))
        continue;
      // The other operand: an add may take the scores on either side.
      Value mask = op->getOperand(1);
      if (mask == scoresIn && op->getOperand(0) != scoresIn)
        mask = op->getOperand(0);
      if (dependsOnChain(mask, chainSet, chain.scores))
        return fail([&](raw_ostream &os) {
          os << "mask " << name(mask) << " depends on the scores (" << where(op)
             << ")";
        });
      RankedTensorType maskType = tensorType(mask);
      if (isa<MaskOp>(op)) {
        hiddenKeys = true;
        // [B or 1, 1, 1, Nkv] hides keys per batch only: key padding.
        ArrayRef<int64_t> shape = maskType.getShape();
        if (!chain.keyPadding && scoresRank == 4 && shape.size() == 4 &&
            shape[1] == 1 && shape[2] == 1) {
          chain.keyPadding = mask;
          continue;
        }
      } else if (chain.mask) {
        // Further float masks are biases; the boolean mask stays the mask.
        chain.biases.push_back(mask);
        chain.biasScales.push_back(1.0);
        continue;
      }
      if (chain.mask) {
        if (!isa<IntegerType>(tensorType(chain.mask).getElementType()) &&
            isa<MaskOp>(op)) {
          // A boolean mask after a float one: the float one is a bias.
          chain.biases.push_back(chain.mask);
          chain.biasScales.push_back(chain.maskScale);
          chain.maskScale = 1.0;
          chain.mask = mask;
          continue;
        }
        return fail([&](raw_ostream &os) {
          os << "more than one mask: " << name(mask) << " (" << where(op)
             << ") after " << name(chain.mask);
        });
      }
      chain.mask = mask;
    }
    chain.chainOps.push_back(softmax);
    // The scores must die with the chain, else the N x N tensor must exist
    // anyway; checked after the masks so that a mask computed from the
    // scores is reported as such.
    for (size_t i = chain.chainOps.size() - 1; i > 0; --i)
      if (failed(checkOnlyUser(chain.chainOps[i - 1]->getResult(0),
                               chain.chainOps[i], "scores")))
        return failure();
    return success();
  }

  /// Walks from the softmax down to the P·V matmul through casts.
  LogicalResult matchOutput(AttentionChain &chain) {
    Value v = softmax.getResult();
    while (true) {
      if (v.use_empty())
        return fail([&](raw_ostream &os) {
          os << "probabilities " << name(v) << " are not used";
        });
      // The chain's own continuation, so that another user is what gets
      // reported.
      auto continues = [&](Operation *op) {
        auto matmul = dyn_cast<MatmulOp>(op);
        return isa<CastOp>(op) || (matmul && matmul.getLhs() == v);
      };
      auto users = v.getUsers();
      auto next = llvm::find_if(users, continues);
      Operation *user = next != users.end() ? *next : *users.begin();
      if (failed(checkOnlyUser(v, user, "probabilities")))
        return failure();
      if (auto matmul = dyn_cast<MatmulOp>(user);
          matmul && matmul.getLhs() == v) {
        chain.output = matmul;
        break;
      }
      if (!isa<CastOp>(user))
        return fail([&](raw_ostream &os) {
          os << "probabilities " << name(v) << " go through " << where(user)
             << " before the value matmul (dropout or another op between "
                "softmax and P·V)";
        });
      chain.chainOps.push_back(user);
      v = user->getResult(0);
    }
    chain.chainOps.push_back(chain.output);
    return success();
  }

  /// Reads Q, K and V from below scales, layout transposes and head
  /// repeats, and checks that the fused op can take them.
  LogicalResult matchOperands(AttentionChain &chain) {
    Value q = chain.scores.getLhs();
    while (auto scale = q.getDefiningOp<ScaleOp>()) {
      chain.scale *= scale.getScale().convertToDouble();
      q = scale.getInput();
    }
    Value k = chain.scores.getRhs();
    chain.keyTransposed = !chain.scores.getTransposeB();
    k = peelScales(k, chain.scale);
    if (chain.keyTransposed)
      if (auto t = k.getDefiningOp<TransposeOp>();
          t && swapsLastTwo(t.getPermutation())) {
        k = t.getInput();
        chain.keyTransposed = false;
      }
    k = peelScales(k, chain.scale);
    Value v = chain.output.getRhs();
    chain.valueTransposed = chain.output.getTransposeB();
    if (chain.valueTransposed)
      if (auto t = v.getDefiningOp<TransposeOp>();
          t && swapsLastTwo(t.getPermutation())) {
        v = t.getInput();
        chain.valueTransposed = false;
      }
    // Head repeats on K and V become native GQA when they agree.
    auto kExpand = k.getDefiningOp<ExpandHeadsOp>();
    auto vExpand = v.getDefiningOp<ExpandHeadsOp>();
    if (kExpand && vExpand && kExpand.getFactor() == vExpand.getFactor() &&
        tensorType(k).getRank() == 4) {
      k = kExpand.getInput();
      v = vExpand.getInput();
    }
    chain.query = q;
    chain.key = k;
    chain.value = v;
    SmallPtrSet<Operation *, 8> chainSet(chain.chainOps.begin(),
                                         chain.chainOps.end());
    if (dependsOnChain(v, chainSet, chain.scores))
      return fail([&](raw_ostream &os) {
        os << "values " << name(v) << " depend on the scores";
      });

    Type qe = tensorType(q).getElementType();
    Type ke = tensorType(k).getElementType();
    Type ve = tensorType(v).getElementType();
    // A bf16 export may widen some of Q, K, V to f32 and feed the others to
    // their matmul in bf16 (BLOOM's baddbmm upcasts Q and K, P·V reads V
    // as it is). Widening is exact and the fused op keeps its scores and
    // accumulator in f32 for 16-bit inputs too, so it reads all three in
    // the narrow type when that makes them agree.
    if (qe != ke || qe != ve) {
      Value nq = narrowed(q), nk = narrowed(k), nv = narrowed(v);
      Type nqe = tensorType(nq).getElementType();
      if (nqe == tensorType(nk).getElementType() &&
          nqe == tensorType(nv).getElementType()) {
        q = chain.query = nq;
        k = chain.key = nk;
        v = chain.value = nv;
        qe = ke = ve = nqe;
      }
    }
    if (qe != ke || qe != ve)
      return fail([&](raw_ostream &os) {
        os << "query, key and value element types differ (" << qe << ", " << ke
           << ", " << ve << ")";
      });

    // Dims in the fused op's [B, H, N, d] coordinates.
    auto dims = [](Value x, bool transposed) {
      RankedTensorType t = tensorType(x);
      SmallVector<int64_t> d(4 - t.getRank(), 1);
      llvm::append_range(d, t.getShape());
      if (transposed)
        std::swap(d[2], d[3]);
      return d;
    };
    SmallVector<int64_t> qd = dims(q, false), kd = dims(k, chain.keyTransposed),
                         vd = dims(v, chain.valueTransposed);
    auto agree = [](int64_t a, int64_t b) {
      return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
    };
    auto str = [](int64_t d) {
      return ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d);
    };
    if (!agree(qd[0], kd[0]) || !agree(qd[0], vd[0]))
      return fail([&](raw_ostream &os) {
        os << "shapes disagree: batch sizes differ (query " << str(qd[0])
           << ", key " << str(kd[0]) << ", value " << str(vd[0]) << ")";
      });
    if (!agree(kd[1], vd[1]))
      return fail([&](raw_ostream &os) {
        os << "shapes disagree: key has " << str(kd[1]) << " heads, value "
           << str(vd[1]);
      });
    if (!ShapedType::isDynamic(qd[1]) && !ShapedType::isDynamic(kd[1]) &&
        qd[1] % kd[1] != 0)
      return fail([&](raw_ostream &os) {
        os << "shapes disagree: query heads (" << qd[1]
           << ") are not a multiple of key/value heads (" << kd[1] << ")";
      });
    return success();
  }

  static Value peelScales(Value v, double &scale) {
    while (auto op = v.getDefiningOp<ScaleOp>()) {
      scale *= op.getScale().convertToDouble();
      v = op.getInput();
    }
    return v;
  }

  /// Fails unless `consumer` is the only user of `v`.
  LogicalResult checkOnlyUser(Value v, Operation *consumer, StringRef what) {
    for (Operation *user : v.getUsers())
      if (user != consumer)
        return fail([&](raw_ostream &os) {
          os << what << " " << name(v) << " has another user (" << where(user)
             << ")";
        });
    return success();
  }

  /// Phrases why `def` cannot be part of the scores path.
  LogicalResult failOnForeignOp(Value v, Operation *def) {
    // A multiplication or division in a linalg op is a scale that is not a
    // compile-time constant (else attn-raise would have made it attn.scale).
    bool isScale = false;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(def))
      if (Operation *yielded = linalgOp.getBlock()
                                   ->getTerminator()
                                   ->getOperand(0)
                                   .getDefiningOp())
        isScale = isa<arith::MulFOp, arith::DivFOp>(yielded);
    return fail([&](raw_ostream &os) {
      if (isScale)
        os << "scale of the scores " << name(v) << " is not a constant ("
           << where(def) << ")";
      else
        os << "scores " << name(v) << " come from " << where(def)
           << ", not a matmul, constant scale, mask or cast";
    });
  }

  LogicalResult fail(function_ref<void(raw_ostream &)> explain) {
    if (whyNot) {
      llvm::raw_string_ostream os(*whyNot);
      explain(os);
    }
    return failure();
  }

  static std::string name(Value v) { return describeValue(v); }
  static std::string where(Operation *op) { return describeOp(op); }

  /// Whether `v` is computed from the chain ops in `chainSet`. Directly, it
  /// is one of their results. Indirectly, some chain value has a user
  /// outside the chain, which the only-user checks reject anyway; the
  /// search that tells those apart runs only to phrase a remark.
  bool dependsOnChain(Value v, const SmallPtrSetImpl<Operation *> &chainSet,
                      Operation *first) {
    if (Operation *def = v.getDefiningOp(); def && chainSet.contains(def))
      return true;
    return whyNot && dependsOn(v, chainSet, first);
  }

  SoftmaxOp softmax;
  std::string *whyNot;
};
} // namespace

FailureOr<AttentionChain> mlir::attn::matchAttentionChain(SoftmaxOp softmax,
                                                          std::string *whyNot) {
  return ChainMatcher(softmax, whyNot).run();
}

FlashAttentionOp
mlir::attn::rewriteAttentionChain(RewriterBase &rewriter,
                                  const AttentionChain &chain) {
  OpBuilder::InsertionGuard guard(rewriter);
  MatmulOp output = chain.output;
  rewriter.setInsertionPoint(output);
  Location loc = output.getLoc();
  auto swapLastTwo = [&](Value x) -> Value {
    RankedTensorType t = tensorType(x);
    int64_t rank = t.getRank();
    auto perm = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    std::swap(perm[rank - 2], perm[rank - 1]);
    SmallVector<int64_t> shape(t.getShape());
    std::swap(shape[rank - 2], shape[rank - 1]);
    return TransposeOp::create(rewriter, loc, t.clone(shape), x,
                               rewriter.getDenseI64ArrayAttr(perm));
  };
  // Rank 2 and 3 chains get leading unit dims, unless Q, K and V are all
  // [B, H, N, d] tensors with batch and heads collapsed (TOSA's [B*H, N, d]),
  // which the op then reads uncollapsed.
  auto uncollapsed = [](Value x) -> Value {
    auto collapse = x.getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse || collapse.getSrcType().getRank() != 4 ||
        collapse.getReassociationIndices() !=
            SmallVector<ReassociationIndices>{{0, 1}, {2}, {3}})
      return nullptr;
    return collapse.getSrc();
  };
  Value q4, k4, v4;
  Value key = chain.key, value = chain.value;
  // A mask broadcast over [B*H] must stay broadcast over [B, H].
  bool maskSharedByHeads = true;
  SmallVector<Value> terms(chain.biases);
  if (chain.mask)
    terms.push_back(chain.mask);
  for (Value term : terms) {
    RankedTensorType mt = tensorType(term);
    for (int64_t i = 0; i + 2 < mt.getRank(); ++i)
      maskSharedByHeads &= mt.getDimSize(i) == 1;
  }
  bool useUncollapsed = false;
  if (maskSharedByHeads && (q4 = uncollapsed(chain.query)) &&
      (k4 = uncollapsed(chain.key)) && (v4 = uncollapsed(chain.value))) {
    int64_t b = tensorType(q4).getDimSize(0);
    useUncollapsed = !ShapedType::isDynamic(b) &&
                     tensorType(k4).getDimSize(0) == b &&
                     tensorType(v4).getDimSize(0) == b;
  }
  auto toRank4 = [&](Value x) -> Value {
    RankedTensorType t = tensorType(x);
    int64_t pad = 4 - t.getRank();
    if (pad == 0)
      return x;
    SmallVector<int64_t> shape(pad, 1);
    llvm::append_range(shape, t.getShape());
    SmallVector<ReassociationIndices> groups;
    groups.push_back(llvm::to_vector<2>(llvm::seq<int64_t>(0, pad + 1)));
    for (int64_t i = pad + 1; i < 4; ++i)
      groups.push_back({i});
    return tensor::ExpandShapeOp::create(rewriter, loc, t.clone(shape), x,
                                         groups);
  };
  Value mask = chain.mask;
  if (mask && chain.maskScale != 1.0)
    mask = ScaleOp::create(rewriter, loc, mask,
                           rewriter.getF64FloatAttr(chain.maskScale));
  SmallVector<Value> biases;
  for (auto [bias, biasScale] : llvm::zip(chain.biases, chain.biasScales))
    biases.push_back(biasScale == 1.0
                         ? bias
                         : ScaleOp::create(rewriter, loc, bias,
                                           rewriter.getF64FloatAttr(biasScale))
                               .getResult());
  Value keyPadding;
  if (chain.keyPadding) {
    RankedTensorType t = tensorType(chain.keyPadding);
    keyPadding = tensor::CollapseShapeOp::create(
        rewriter, loc, t.clone({t.getDimSize(0), t.getDimSize(3)}),
        chain.keyPadding, SmallVector<ReassociationIndices>{{0, 1, 2}, {3}});
  }
  RankedTensorType resultType = output.getType();
  Value q;
  SmallVector<int64_t> shape;
  if (useUncollapsed) {
    q = q4;
    key = chain.keyTransposed ? swapLastTwo(k4) : k4;
    value = chain.valueTransposed ? swapLastTwo(v4) : v4;
    RankedTensorType qt = tensorType(q4);
    shape = {qt.getDimSize(0), qt.getDimSize(1), qt.getDimSize(2),
             resultType.getDimSize(2)};
  } else {
    q = toRank4(chain.query);
    key = toRank4(chain.keyTransposed ? swapLastTwo(key) : key);
    value = toRank4(chain.valueTransposed ? swapLastTwo(value) : value);
    shape.assign(4 - resultType.getRank(), 1);
    llvm::append_range(shape, resultType.getShape());
  }
  // softcap c with c < 0 is |c| * tanh(-x): the sign goes into the scale.
  double scale = chain.scale * chain.softcap.value_or(1.0);
  FloatAttr softcap = chain.softcap
                          ? rewriter.getF64FloatAttr(std::abs(*chain.softcap))
                          : FloatAttr();
  auto optionalI64 = [&](std::optional<int64_t> v) {
    return v ? rewriter.getI64IntegerAttr(*v) : IntegerAttr();
  };
  auto flash = FlashAttentionOp::create(
      rewriter, loc, resultType.clone(shape), q, key, value, mask, biases,
      /*relative_bias=*/Value(), keyPadding, chain.querySegments,
      chain.keySegments, /*alibi=*/Value(),
      /*sinks=*/Value(), rewriter.getF64FloatAttr(scale), softcap,
      chain.causal ? rewriter.getUnitAttr() : UnitAttr(),
      optionalI64(chain.diagonal), optionalI64(chain.window), IntegerAttr(),
      IntegerAttr());
  Value result = flash.getResult();
  if (result.getType() != resultType) {
    SmallVector<ReassociationIndices> groups;
    int64_t pad = 4 - resultType.getRank();
    groups.push_back(llvm::to_vector<2>(llvm::seq<int64_t>(0, pad + 1)));
    for (int64_t i = pad + 1; i < 4; ++i)
      groups.push_back({i});
    result = tensor::CollapseShapeOp::create(rewriter, loc, resultType, result,
                                             groups);
  }
  rewriter.replaceOp(output, result);
  // The rest of the chain is dead now; erase it from the bottom up.
  for (Operation *op : llvm::reverse(chain.chainOps))
    if (op != output.getOperation() && op->use_empty())
      rewriter.eraseOp(op);
  return flash;
}

namespace {
struct FuseAttentionChain : OpRewritePattern<SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SoftmaxOp softmax,
                                PatternRewriter &rewriter) const override {
    FailureOr<AttentionChain> chain = matchAttentionChain(softmax);
    if (failed(chain))
      return failure();
    rewriteAttentionChain(rewriter, *chain);
    return success();
  }
};

struct AttnFusePass : mlir::attn::impl::AttnFuseBase<AttnFusePass> {
  using AttnFuseBase::AttnFuseBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateAttnFusionPatterns(patterns);
    // Every rewrite leaves valid IR, so running out of iterations only
    // means less was fused; the remarks below still say what was not.
    (void)applyAttnPatterns(getOperation(), std::move(patterns));
    if (!remarks)
      return;
    getOperation()->walk([](SoftmaxOp softmax) {
      std::string reason;
      if (failed(matchAttentionChain(softmax, &reason)))
        softmax.emitRemark() << "attention not fused: " << reason;
    });
    // Dense N x N mask terms of the fused ops, and why they are not
    // structured.
    getOperation()->walk([](FlashAttentionOp flash) {
      SmallVector<Value> dense(flash.getBiases());
      if (Value mask = flash.getMask())
        dense.insert(dense.begin(), mask);
      for (Value term : dense) {
        // Only N x N terms: a [.., 1, Nkv] one costs what key padding does.
        RankedTensorType type = tensorType(term);
        int64_t rank = type.getRank();
        if (rank < 2 || type.getDimSize(rank - 2) == 1 ||
            type.getDimSize(rank - 1) == 1)
          continue;
        // Named as the input has it: fusion may have scaled or reshaped it.
        Value source = term;
        while (Operation *def = source.getDefiningOp()) {
          if (!isa<ScaleOp, CastOp, tensor::ExpandShapeOp,
                   tensor::CollapseShapeOp>(def))
            break;
          source = def->getOperand(0);
        }
        flash.emitRemark() << "mask term " << describeValue(source) << " ("
                           << term.getType()
                           << ") stays dense: " << explainDenseMaskTerm(term);
      }
    });
  }
};
} // namespace

GreedyRewriteConfig mlir::attn::attnRewriteConfig() {
  // The patterns erase what they replace, and trivially dead ops go by
  // themselves; simplifying regions would only walk the whole module once
  // more per iteration, the bodies of every linalg op included.
  return GreedyRewriteConfig().setRegionSimplificationLevel(
      GreedySimplifyRegionLevel::Disabled);
}

void mlir::attn::populateAttnFusionPatterns(RewritePatternSet &patterns) {
  patterns.add<FuseAttentionChain>(patterns.getContext());
  populateAttnRelativeBiasPatterns(patterns);
  populateAttnLayoutPatterns(patterns);
}
