//===- Values.cpp - The step's buffers and the values in them -------------===//

#include "fsdp/Runner/Values.h"
#include "fsdp/Runner/Npy.h"
#include "fsdp/Runner/RuntimeError.h"

#include "llvm/ADT/APFloat.h"

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace fsdprun;

double fsdprun::unitValue(uint64_t seed, uint64_t stream, uint64_t index) {
  uint64_t h = mix(mix(mix(seed) ^ stream) ^ index);
  return (h >> 11) * 0x1p-53;
}

uint64_t fsdprun::stateStream(unsigned arg) { return mix(0x5747e000 + arg); }

void fsdprun::store(ElemKind kind, void *base, int64_t i, double v) {
  switch (kind) {
  case ElemKind::F32:
    static_cast<float *>(base)[i] = static_cast<float>(v);
    return;
  case ElemKind::F64:
    static_cast<double *>(base)[i] = v;
    return;
  case ElemKind::BF16: {
    float f = static_cast<float>(v);
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    bits += 0x7fff + ((bits >> 16) & 1);
    static_cast<uint16_t *>(base)[i] = static_cast<uint16_t>(bits >> 16);
    return;
  }
  case ElemKind::F16: {
    llvm::APFloat a(static_cast<float>(v));
    bool lost;
    a.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven,
              &lost);
    static_cast<uint16_t *>(base)[i] =
        static_cast<uint16_t>(a.bitcastToAPInt().getZExtValue());
    return;
  }
  case ElemKind::I8:
    static_cast<int8_t *>(base)[i] = static_cast<int8_t>(v);
    return;
  case ElemKind::I32:
    static_cast<int32_t *>(base)[i] = static_cast<int32_t>(v);
    return;
  case ElemKind::I64:
    static_cast<int64_t *>(base)[i] = static_cast<int64_t>(v);
    return;
  }
}

void fsdprun::seedState(const ArgInfo &a, void *data, int64_t worldRank,
                        uint64_t seed) {
  std::memset(data, 0, a.bytes());
  if (!a.isParameter)
    return;
  ShardGeometry g = shardGeometry(a, worldRank);
  double scale =
      g.fullShape.size() >= 2 ? 1.0 / std::sqrt(g.fullShape[0]) : 0.1;
  uint64_t stream = stateStream(a.index);
  forEachElement(g, [&](int64_t full, int64_t local) {
    store(a.elem, data, local, (2 * unitValue(seed, stream, full) - 1) * scale);
  });
}

bool fsdprun::descrMatches(const std::string &file, ElemKind kind) {
  std::string want = npyDescr(kind);
  want[0] = '<';
  return file == want;
}

bool fsdprun::readStateRows(const ArgInfo &a, const std::string &path,
                            void *data, int64_t worldRank, std::string &error) {
  NpyHeader h;
  if (!readNpyHeader(path, h, error))
    return false;
  ShardGeometry g = shardGeometry(a, worldRank);
  if (h.shape != g.fullShape || !descrMatches(h.descr, a.elem)) {
    error = path + " does not hold the full tensor of argument " +
            std::to_string(a.index) + " (" + npyDescr(a.elem) + ")";
    return false;
  }
  std::memset(data, 0, a.bytes());
  if (a.localShape.empty())
    return readNpyBlock(path, h, -1, 0, 0, 1, data, error);
  return readNpyBlock(path, h, -1, g.dim, g.begin, g.localExtent, data, error);
}

void fsdprun::copyStateRows(const ArgInfo &a, const void *full, void *data,
                            int64_t worldRank) {
  std::memset(data, 0, a.bytes());
  ShardGeometry g = shardGeometry(a, worldRank);
  int64_t eb = a.elementBytes();
  const char *from = static_cast<const char *>(full);
  char *to = static_cast<char *>(data);
  if (a.localShape.empty()) {
    std::memcpy(to, from, eb);
    return;
  }
  int64_t rows = g.validRows(), rowBytes = g.inner * eb;
  for (int64_t o = 0; o < g.outer && rows > 0; ++o)
    std::memcpy(to + o * g.localExtent * rowBytes,
                from + (o * g.fullExtent + g.begin) * rowBytes,
                rows * rowBytes);
}

std::vector<char> fsdprun::gatherFull(const RankEnv &env, const ArgInfo &a,
                                      const void *data) {
  int64_t worldRank = env.rank;
  fsdp_rt_context *runtime = env.runtime;
  Device *device = env.device;
  int64_t eb = a.elementBytes();
  if (!a.sharding) {
    std::vector<char> full(a.bytes());
    device->read(full.data(), data, a.bytes());
    return full;
  }
  const ShardingInfo &s = *a.sharding;
  fsdp_rt_group *group = nullptr;
  if (fsdp_rt_group_get(runtime, s.gridShape.size(), s.gridShape.data(),
                        s.axes.size(), s.axes.data(), &group) != FSDP_RT_OK)
    env.fail(runtimeError(runtime));
  std::vector<char> blocks(a.bytes() * s.groupSize);
  if (device->gatherToHost(group, data, blocks.data(), a.bytes(),
                           s.groupSize) != FSDP_RT_OK)
    env.fail(runtimeError(runtime));
  ShardGeometry g = shardGeometry(a, worldRank);
  std::vector<char> full(g.outer * g.fullExtent * g.inner * eb);
  int64_t rowBytes = g.inner * eb;
  for (int64_t r = 0; r < s.groupSize; ++r)
    for (int64_t o = 0; o < g.outer; ++o)
      for (int64_t k = 0; k < g.localExtent; ++k) {
        int64_t gk = r * g.localExtent + k;
        if (gk >= g.fullExtent)
          continue;
        std::memcpy(full.data() + (o * g.fullExtent + gk) * rowBytes,
                    blocks.data() + r * a.bytes() +
                        (o * g.localExtent + k) * rowBytes,
                    rowBytes);
      }
  return full;
}

Buffer fsdprun::allocateBuffer(int64_t bytes) {
  void *p = fsdp_rt_alloc(std::max<int64_t>(bytes, 1), 64);
  return {p, p};
}

bool fsdprun::isHeap(void *allocated) {
  return allocated && allocated != reinterpret_cast<void *>(0xdeadbeef);
}

std::vector<void *>
fsdprun::alignedPointers(const std::vector<Buffer> &buffers) {
  std::vector<void *> pointers;
  for (const Buffer &b : buffers)
    pointers.push_back(b.aligned);
  return pointers;
}

double fsdprun::load(ElemKind kind, const void *base) {
  switch (kind) {
  case ElemKind::F32:
    return *static_cast<const float *>(base);
  case ElemKind::F64:
    return *static_cast<const double *>(base);
  case ElemKind::BF16: {
    uint32_t bits = uint32_t(*static_cast<const uint16_t *>(base)) << 16;
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
  }
  case ElemKind::F16: {
    llvm::APFloat a(llvm::APFloat::IEEEhalf(),
                    llvm::APInt(16, *static_cast<const uint16_t *>(base)));
    return a.convertToDouble();
  }
  case ElemKind::I8:
    return *static_cast<const int8_t *>(base);
  case ElemKind::I32:
    return *static_cast<const int32_t *>(base);
  case ElemKind::I64:
    return static_cast<double>(*static_cast<const int64_t *>(base));
  }
  return 0;
}

std::string fsdprun::argFile(const std::string &dir, unsigned index) {
  return dir + "/arg" + std::to_string(index) + ".npy";
}
