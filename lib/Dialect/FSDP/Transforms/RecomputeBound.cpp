//===- RecomputeBound.cpp - Least compute a memory limit costs ------------===//
//
// The Lagrangian relaxation of one cut's choice (hold, compute after the
// cut, delay) is a closure problem: every constraint is an implication
// between two choices, so its minimum is a minimum s-t cut (Picard and
// Queyranne's project selection), found here with Dinic's maximum flow.
//
//===----------------------------------------------------------------------===//

#include "RecomputeBound.h"
#include "ShardingUtils.h"

#include "fsdp/Dialect/FSDP/Analysis/CostModel.h"
#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

#include <cmath>
#include <deque>
#include <vector>

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// Dinic's maximum flow on real capacities; afterwards, the source side of
/// a minimum cut.
class MaxFlow {
public:
  explicit MaxFlow(int nodes) : head(nodes, -1), level(nodes), cursor(nodes) {}

  void addEdge(int from, int to, double capacity) {
    edges.push_back({to, head[from], capacity});
    head[from] = int(edges.size()) - 1;
    edges.push_back({from, head[to], 0});
    head[to] = int(edges.size()) - 1;
  }

  /// The maximum flow from `source` to `sink`; capacities below `epsilon`
  /// count as saturated.
  double run(int source, int sink, double epsilon) {
    double total = 0;
    while (levels(source, sink, epsilon)) {
      cursor = head;
      total += augment(source, sink, epsilon);
      if (std::isinf(total))
        return total;
    }
    return total;
  }

  /// Whether `node` is on the source side of the minimum cut `run` found.
  bool onSourceSide(int node) const { return level[node] >= 0; }

private:
  struct Edge {
    int to, next;
    double capacity;
  };

  /// Breadth-first levels from `source` in the residual graph; whether
  /// `sink` is reached.
  bool levels(int source, int sink, double epsilon) {
    std::fill(level.begin(), level.end(), -1);
    std::deque<int> queue{source};
    level[source] = 0;
    while (!queue.empty()) {
      int v = queue.front();
      queue.pop_front();
      for (int e = head[v]; e >= 0; e = edges[e].next)
        if (edges[e].capacity > epsilon && level[edges[e].to] < 0) {
          level[edges[e].to] = level[v] + 1;
          queue.push_back(edges[e].to);
        }
    }
    return level[sink] >= 0;
  }

  /// Augments along level-increasing paths until none is left (a blocking
  /// flow), walking with an explicit stack: paths can be as long as the
  /// step.
  double augment(int source, int sink, double epsilon) {
    double total = 0;
    std::vector<int> path;
    int v = source;
    for (;;) {
      if (v == sink) {
        double pushed = INFINITY;
        for (int e : path)
          pushed = std::min(pushed, edges[e].capacity);
        // Only implications on the path: the constraints cannot all hold.
        if (std::isinf(pushed))
          return INFINITY;
        for (int e : path) {
          edges[e].capacity -= pushed;
          edges[e ^ 1].capacity += pushed;
        }
        total += pushed;
        path.clear();
        v = source;
        continue;
      }
      int &e = cursor[v];
      while (e >= 0 && !(edges[e].capacity > epsilon &&
                         level[edges[e].to] == level[v] + 1))
        e = edges[e].next;
      if (e >= 0) {
        path.push_back(e);
        v = edges[e].to;
        continue;
      }
      // A dead end: never enter it again in this phase.
      level[v] = -1;
      if (path.empty())
        return total;
      int back = path.back();
      path.pop_back();
      v = edges[back ^ 1].to;
    }
  }

  std::vector<Edge> edges;
  std::vector<int> head, level, cursor;
};

/// The choice at one cut, as a closure problem over the ops before it.
struct CutProblem {
  /// Per op before the cut (index = position): its bytes if held, its
  /// seconds, whether it may run later or again, whether an op at or after
  /// the cut reads it, the positions before the cut of the ops it reads and
  /// of the ops that read it, and whether its result only renames another
  /// value (a view: never held itself).
  struct Node {
    double bytes = 0, seconds = 0;
    bool recomputable = false, readAfter = false, view = false;
    SmallVector<size_t> operands, users;
  };
  std::vector<Node> nodes;

  /// The least cost plus `lambda` per held byte, and the bytes it holds.
  std::pair<double, double> solve(double lambda) const {
    // Per op i: x (needed after the cut) = 3i, y (computed after it) =
    // 3i + 1, z (computed only after it: delayed) = 3i + 2. A choice is
    // the source side of a cut; "a implies b" is an infinite edge a -> b.
    int n = int(nodes.size()), source = 3 * n, sink = 3 * n + 1;
    MaxFlow flow(3 * n + 2);
    double constant = 0, largest = 0;
    auto implies = [&](int a, int b) { flow.addEdge(a, b, INFINITY); };
    // `weight` paid when `var` is chosen.
    auto cost = [&](int var, double weight) {
      largest = std::max(largest, std::abs(weight));
      if (weight > 0) {
        flow.addEdge(var, sink, weight);
      } else if (weight < 0) {
        constant += weight;
        flow.addEdge(source, var, -weight);
      }
    };
    for (auto [i, node] : llvm::enumerate(nodes)) {
      int x = 3 * int(i), y = x + 1, z = x + 2;
      implies(y, x);
      implies(z, y);
      if (node.readAfter)
        implies(source, x);
      if (!node.recomputable)
        implies(y, sink);
      // A view is never held itself: it is taken again after the cut
      // (free), or, when it cannot be (a wait), held as what it renames.
      if (node.view && node.recomputable)
        implies(x, y);
      for (size_t operand : node.operands) {
        implies(y, 3 * int(operand));
        if (node.view && !node.recomputable)
          implies(x, 3 * int(operand));
      }
      for (size_t user : node.users)
        implies(z, 3 * int(user) + 2);
      // Held: x and not y; computed again: y and not z.
      cost(x, lambda * node.bytes);
      cost(y, node.seconds - lambda * node.bytes);
      cost(z, -node.seconds);
    }
    double cut = flow.run(source, sink, 1e-12 * largest);
    double held = 0;
    for (auto [i, node] : llvm::enumerate(nodes))
      if (flow.onSourceSide(3 * int(i)) && !flow.onSourceSide(3 * int(i) + 1))
        held += node.bytes;
    return {cut + constant, held};
  }
};

/// The bytes of a statically shaped tensor `value` (0 for any other).
double tensorBytes(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape())
    return 0;
  return double(type.getNumElements()) *
         double(std::max<int64_t>(1, type.getElementTypeBitWidth() / 8));
}

/// The bytes holding `result` across a cut takes: its buffer's (a buffer
/// of the caller's adds none; a tensor.empty's is its first writer's), or,
/// for a value the model gives no buffer (fused into its user), its size.
double heldBytes(const MemoryModel &memory, Value result) {
  if (result.getDefiningOp<tensor::EmptyOp>())
    return 0;
  int64_t id = memory.getBufferOf(result);
  if (id >= 0)
    return double(memory.getBuffers()[id].bytes);
  return tensorBytes(result);
}

} // namespace

double mlir::fsdp::recomputeLowerBound(
    Block &block, const MemoryModel &memory, const CostModel &costs,
    int64_t base, int64_t limit, function_ref<bool(Operation *)> recomputable) {
  SmallVector<Operation *> ops;
  for (Operation &op : block)
    ops.push_back(&op);
  size_t n = ops.size();
  // The bytes that cross the cut before each position.
  SmallVector<int64_t> crossing(n + 1, 0);
  for (const MemoryModel::Buffer &buffer : memory.getBuffers())
    if (buffer.bytes > 0)
      for (size_t p = buffer.from + 1; p <= buffer.to && p < n; ++p)
        crossing[p] += buffer.bytes;
  // The cuts where the step holds the most, a few apart.
  constexpr int kCuts = 6;
  SmallVector<size_t> cuts;
  SmallVector<bool> taken(n, false);
  size_t spacing = std::max<size_t>(1, n / 64);
  for (int k = 0; k < kCuts; ++k) {
    size_t best = 0;
    for (size_t p = 1; p < n; ++p)
      if (!taken[p] && base + crossing[p] > limit &&
          (best == 0 || crossing[p] > crossing[best]))
        best = p;
    if (best == 0)
      break;
    cuts.push_back(best);
    for (size_t q = best > spacing ? best - spacing : 0;
         q < std::min(n, best + spacing + 1); ++q)
      taken[q] = true;
  }

  double bound = 0;
  for (size_t p : cuts) {
    CutProblem problem;
    problem.nodes.resize(p);
    for (size_t i = 0; i < p; ++i) {
      Operation *op = ops[i];
      CutProblem::Node &node = problem.nodes[i];
      node.recomputable = recomputable(op);
      node.seconds = costs.recomputeSeconds(op);
      for (Value result : op->getResults()) {
        if (MemoryModel::getAliasedSource(op, result))
          node.view = true;
        else
          node.bytes += heldBytes(memory, result);
        for (Operation *user : result.getUsers()) {
          Operation *top = block.findAncestorOpInBlock(*user);
          size_t at = memory.positionOf(top);
          if (at >= p)
            node.readAfter = true;
          else
            node.users.push_back(at);
        }
      }
      // A bucket's member can also be gathered alone, from its shard: a
      // value of its own, at no cost here (a bound may leave cost out).
      if (op->getNumResults() == 1 && !isa<AllGatherOp>(op) &&
          matchGatheredParameter(op->getResult(0))) {
        node.view = false;
        node.recomputable = true;
        node.seconds = 0;
        node.bytes = tensorBytes(op->getResult(0));
        continue;
      }
      for (Value operand : op->getOperands())
        if (Operation *def = operand.getDefiningOp();
            def && def->getBlock() == &block)
          node.operands.push_back(memory.positionOf(def));
    }
    // L(lambda) = min(cost + lambda * held) - lambda * (limit - base) is a
    // lower bound for every lambda >= 0 and concave in it; held falls as
    // lambda grows. Bisect (in log space) for where held crosses the room
    // the limit leaves, and keep the best bound met.
    double room = double(limit - base);
    auto [atTop, heldAtTop] = problem.solve(1e3);
    (void)atTop;
    if (heldAtTop > room)
      return INFINITY;
    double lo = -30, hi = 3, best = 0;
    for (int iteration = 0; iteration < 40; ++iteration) {
      double mid = (lo + hi) / 2, lambda = std::pow(10.0, mid);
      auto [value, held] = problem.solve(lambda);
      best = std::max(best, value - lambda * room);
      (held > room ? lo : hi) = mid;
    }
    bound = std::max(bound, best);
  }
  return bound;
}
