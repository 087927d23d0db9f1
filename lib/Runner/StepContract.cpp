//===- StepContract.cpp - The runner's view of a training step ------------===//

#include "fsdp/Runner/StepContract.h"

using namespace fsdprun;

int64_t ValueInfo::numElements() const {
  int64_t n = 1;
  for (int64_t s : localShape)
    n *= s;
  return n;
}

int64_t ValueInfo::elementBytes() const {
  switch (elem) {
  case ElemKind::F64:
  case ElemKind::I64:
    return 8;
  case ElemKind::F32:
  case ElemKind::I32:
    return 4;
  case ElemKind::F16:
  case ElemKind::BF16:
    return 2;
  case ElemKind::I8:
    return 1;
  }
  return 0;
}

bool fsdprun::isInteger(ElemKind kind) {
  return kind == ElemKind::I8 || kind == ElemKind::I32 || kind == ElemKind::I64;
}

const char *fsdprun::elemName(ElemKind kind) {
  switch (kind) {
  case ElemKind::F32:
    return "f32";
  case ElemKind::F64:
    return "f64";
  case ElemKind::F16:
    return "f16";
  case ElemKind::BF16:
    return "bf16";
  case ElemKind::I8:
    return "i8";
  case ElemKind::I32:
    return "i32";
  case ElemKind::I64:
    return "i64";
  }
  return "?";
}

uint64_t fsdprun::mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

const char *fsdprun::npyDescr(ElemKind kind) {
  switch (kind) {
  case ElemKind::F32:
    return "<f4";
  case ElemKind::F64:
    return "<f8";
  case ElemKind::F16:
    return "<f2";
  case ElemKind::BF16:
    return "<u2";
  case ElemKind::I8:
    return "|i1";
  case ElemKind::I32:
    return "<i4";
  case ElemKind::I64:
    return "<i8";
  }
  return "";
}

int64_t fsdprun::groupRank(const std::vector<int64_t> &gridShape,
                           const std::vector<int64_t> &axes, int64_t rank) {
  std::vector<int64_t> coords(gridShape.size());
  for (int64_t d = gridShape.size() - 1; d >= 0; --d) {
    coords[d] = rank % gridShape[d];
    rank /= gridShape[d];
  }
  int64_t r = 0;
  for (int64_t axis : axes)
    r = r * gridShape[axis] + coords[axis];
  return r;
}

ShardGeometry fsdprun::shardGeometry(const ValueInfo &v, int64_t worldRank) {
  ShardGeometry g;
  const std::vector<int64_t> &local = v.localShape;
  g.fullShape = v.sharding ? v.sharding->fullShape : local;
  g.dim = v.sharding ? v.sharding->dim : 0;
  if (local.empty())
    return g;
  for (int64_t d = 0; d < g.dim; ++d)
    g.outer *= local[d];
  for (size_t d = g.dim + 1; d < local.size(); ++d)
    g.inner *= local[d];
  g.fullExtent = g.fullShape[g.dim];
  g.localExtent = local[g.dim];
  if (v.sharding)
    g.begin = groupRank(v.sharding->gridShape, v.sharding->axes, worldRank) *
              g.localExtent;
  return g;
}
