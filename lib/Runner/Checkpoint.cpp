//===- Checkpoint.cpp - Parallel sharded checkpoints of the step state ----===//
//
// Layout of ROOT (--checkpoint-dir):
//   ROOT/step-<k>/arg<i>.npy    full logical tensor of state argument i
//   ROOT/step-<k>/manifest.json step, world, grid, signature, per-file CRC-32
//   ROOT/latest                 "step-<k>\n", the newest complete checkpoint
// A save goes through ROOT/.tmp-step-<k> and becomes visible only by the
// rename of a complete, fsync'ed directory; `latest` is replaced by rename
// too. A crash at any moment thus leaves `latest` naming a complete one.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Runner/Checkpoint.h"
#include "fsdp/Runner/Npy.h"
#include "fsdp/Runner/RuntimeError.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CRC.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

using namespace fsdprun;

namespace {

/// Bytes moved per pwrite/pread: bounds the host buffer of a save.
constexpr int64_t kChunkBytes = 16 << 20;

std::string argFileName(unsigned index) {
  return "arg" + std::to_string(index) + ".npy";
}

std::string join(const std::string &dir, const std::string &name) {
  return dir + "/" + name;
}

/// The manifest's last field: the CRC-32 of the manifest's bytes with its
/// own eight hex digits read as "00000000". Every other field of the
/// manifest (the step, the data position) is thereby checked like the
/// files it lists.
constexpr llvm::StringLiteral kManifestCrcField = "\"manifest_crc32\": \"";

/// Where the eight hex digits of the manifest's checksum start in `text`,
/// or npos.
size_t manifestCrcAt(llvm::StringRef text) {
  size_t at = text.rfind(kManifestCrcField);
  if (at == llvm::StringRef::npos ||
      at + kManifestCrcField.size() + 9 > text.size() ||
      text[at + kManifestCrcField.size() + 8] != '"')
    return llvm::StringRef::npos;
  return at + kManifestCrcField.size();
}

/// `v` as eight lowercase hex digits.
std::string hex8(uint32_t v) {
  char digits[9];
  std::snprintf(digits, sizeof(digits), "%08x", v);
  return digits;
}

/// CRC-32 of `text` with the checksum's digits at `at` read as zeros.
uint32_t manifestCrc(llvm::StringRef text, size_t at) {
  std::string zeroed = text.str();
  zeroed.replace(at, 8, "00000000");
  return llvm::crc32(llvm::arrayRefFromStringRef(zeroed));
}

std::string sysError(const std::string &what, const std::string &path) {
  return "cannot " + what + " " + path + ": " + std::strerror(errno);
}

/// A barrier over the world (an all-reduce of one word). A rank that fails
/// on its own aborts the job (env.fail), so the others never wait here for
/// it past the runtime's timeout.
void barrier(const RankEnv &env) {
  int64_t word = 0;
  if (fsdp_rt_all_reduce(env.world, &word, &word, 1, FSDP_RT_I64,
                         FSDP_RT_MAX) != FSDP_RT_OK)
    env.fail(runtimeError(env.runtime));
}

/// fsync of a file or directory by name.
void syncPath(const RankEnv &env, const std::string &path) {
  int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0)
    env.fail(sysError("open", path));
  if (::fsync(fd) != 0) {
    std::string message = sysError("fsync", path);
    ::close(fd);
    env.fail(message);
  }
  ::close(fd);
}

void writeAll(const RankEnv &env, int fd, const char *data, int64_t n,
              int64_t offset, const std::string &path) {
  while (n > 0) {
    ssize_t w = ::pwrite(fd, data, n, offset);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      env.fail(sysError("write", path));
    data += w;
    n -= w;
    offset += w;
  }
}

/// Writes `text` to `path` durably (write, fsync, close).
void writeSmallFile(const RankEnv &env, const std::string &path,
                    const std::string &text) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0)
    env.fail(sysError("create", path));
  writeAll(env, fd, text.data(), text.size(), 0, path);
  if (::fsync(fd) != 0 || ::close(fd) != 0)
    env.fail(sysError("write", path));
}

/// Whether this rank writes rows of `a`, and which: [first, first + count)
/// of the local block along the sharded dimension, at global index `begin`.
/// A sharded argument is written by the ranks whose coordinates off the
/// sharding axes are 0 (one replica of each shard); a replicated one is
/// split along dimension 0 over all ranks.
struct WriteRange {
  int64_t localFirst = 0, count = 0, globalBegin = 0;
};

WriteRange writeRange(const ArgInfo &a, const ShardGeometry &g, int64_t rank,
                      int64_t world) {
  WriteRange w;
  if (a.localShape.empty()) {
    w.count = rank == 0 ? 1 : 0;
    return w;
  }
  if (a.sharding) {
    const ShardingInfo &s = *a.sharding;
    int64_t rest = rank;
    for (int64_t d = s.gridShape.size() - 1; d >= 0; --d) {
      int64_t coord = rest % s.gridShape[d];
      rest /= s.gridShape[d];
      if (coord != 0 && !llvm::is_contained(s.axes, d))
        return w;
    }
    w.globalBegin = g.begin;
    w.count = g.validRows();
    return w;
  }
  int64_t per = (g.fullExtent + world - 1) / world;
  w.localFirst = w.globalBegin = std::min(g.fullExtent, rank * per);
  w.count = std::min(g.fullExtent, (rank + 1) * per) - w.globalBegin;
  return w;
}

/// Files of a save: state argument, its name in the target directory.
struct Target {
  const ArgInfo *arg;
  std::string path;
};

/// The parallel write: rank 0 creates every file with its header; then every
/// rank writes its rows at their offsets (the file grows to its full size
/// as they land) and fsyncs.
/// Collective; ends the job on an I/O error.
void writeFiles(const RankEnv &env, const std::vector<Target> &targets,
                const std::vector<void *> &state) {
  if (env.rank == 0)
    for (const Target &t : targets) {
      ShardGeometry g = shardGeometry(*t.arg, 0);
      std::string header = npyHeader(npyDescr(t.arg->elem), g.fullShape);
      int fd = ::open(t.path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      if (fd < 0)
        env.fail(sysError("create", t.path));
      writeAll(env, fd, header.data(), header.size(), 0, t.path);
      if (::close(fd) != 0)
        env.fail(sysError("write", t.path));
    }
  // Every file exists before any rank opens it.
  barrier(env);

  std::vector<char> buffer;
  for (const Target &t : targets) {
    const ArgInfo &a = *t.arg;
    ShardGeometry g = shardGeometry(a, env.rank);
    WriteRange w = writeRange(a, g, env.rank, env.worldSize);
    if (w.count == 0)
      continue;
    int64_t headerBytes = npyHeader(npyDescr(a.elem), g.fullShape).size();
    int64_t rowBytes = g.inner * a.elementBytes();
    int fd = ::open(t.path.c_str(), O_WRONLY);
    if (fd < 0)
      env.fail(sysError("open", t.path));
    const char *base = static_cast<const char *>(state[a.index]);
    for (int64_t o = 0; o < g.outer; ++o) {
      // Rows [localFirst, localFirst + count) of slice o are contiguous in
      // the local block and in the file: copy them through the buffer.
      int64_t src = (o * g.localExtent + w.localFirst) * rowBytes;
      int64_t dst = headerBytes + (o * g.fullExtent + w.globalBegin) * rowBytes;
      int64_t left = w.count * rowBytes;
      while (left > 0) {
        int64_t n = std::min(left, kChunkBytes);
        if (int64_t(buffer.size()) < n)
          buffer.resize(n);
        env.device->read(buffer.data(), base + src, n);
        writeAll(env, fd, buffer.data(), n, dst, t.path);
        src += n;
        dst += n;
        left -= n;
      }
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0)
      env.fail(sysError("write", t.path));
  }
}

/// CRC-32 of a whole file, read in chunks.
bool fileCrc(const std::string &path, uint32_t &crc, std::string &error) {
  int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) {
    error = sysError("open", path);
    return false;
  }
  std::vector<uint8_t> buffer(kChunkBytes);
  crc = 0;
  int64_t offset = 0;
  while (true) {
    ssize_t n = ::pread(fd, buffer.data(), buffer.size(), offset);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      error = sysError("read", path);
      ::close(fd);
      return false;
    }
    if (n == 0)
      break;
    crc = llvm::crc32(crc, llvm::ArrayRef<uint8_t>(buffer.data(), n));
    offset += n;
  }
  ::close(fd);
  return true;
}

/// CRC-32 of every target, file i read back by rank i % world; every rank
/// gets all of them.
std::vector<int64_t> checksums(const RankEnv &env,
                               const std::vector<Target> &targets) {
  std::vector<int64_t> crcs(targets.size(), 0);
  for (size_t i = 0; i < targets.size(); ++i) {
    if (int64_t(i % env.worldSize) != env.rank)
      continue;
    uint32_t crc;
    std::string error;
    if (!fileCrc(targets[i].path, crc, error))
      env.fail(error);
    crcs[i] = crc;
  }
  if (!crcs.empty() &&
      fsdp_rt_all_reduce(env.world, crcs.data(), crcs.data(), crcs.size(),
                         FSDP_RT_I64, FSDP_RT_SUM) != FSDP_RT_OK)
    env.fail(runtimeError(env.runtime));
  return crcs;
}

std::vector<Target> stateTargets(const std::vector<ArgInfo> &args,
                                 const std::string &dir) {
  std::vector<Target> targets;
  for (const ArgInfo &a : args)
    if (a.isState)
      targets.push_back({&a, join(dir, argFileName(a.index))});
  return targets;
}

/// Test hook: FSDP_RUN_CHECKPOINT_KILL=R:N makes rank R kill itself (SIGKILL)
/// in the N-th save of this run, once its files are written and before the
/// commit, as a crash in the middle of a save would.
void maybeKillForTest(const RankEnv &env, int saveNumber) {
  const char *spec = std::getenv("FSDP_RUN_CHECKPOINT_KILL");
  if (!spec)
    return;
  auto [r, n] = llvm::StringRef(spec).split(':');
  int64_t rank, number;
  if (!r.getAsInteger(10, rank) && !n.getAsInteger(10, number) &&
      rank == env.rank && number == saveNumber)
    std::raise(SIGKILL);
}

int64_t parseStep(llvm::StringRef name) {
  int64_t k;
  if (!name.consume_front("step-") || name.getAsInteger(10, k) || k < 0)
    return -1;
  return k;
}

} // namespace

std::string fsdprun::stepSignature(const StepContract &contract) {
  std::string text = contract.entry;
  for (const ArgInfo &a : contract.args) {
    text += ";" + std::to_string(a.index) + (a.isState ? ":state:" : ":in:") +
            elemName(a.elem);
    if (a.isState) {
      text += ":";
      ShardGeometry g = shardGeometry(a, 0);
      for (int64_t d : g.fullShape)
        text += std::to_string(d) + "x";
    } else {
      text += ":rank" + std::to_string(a.localShape.size());
    }
  }
  return text;
}

void fsdprun::dumpStateParallel(const RankEnv &env, const std::string &dir,
                                const std::vector<ArgInfo> &args,
                                const std::vector<void *> &state) {
  // Each file is written as DIR/.arg<i>.npy.tmp and renamed into place once
  // complete: DIR never holds a partial arg<i>.npy, and other files in DIR
  // stay.
  if (env.rank == 0)
    if (std::error_code ec = llvm::sys::fs::create_directories(dir))
      env.fail("cannot create " + dir + ": " + ec.message());
  barrier(env);
  std::vector<Target> targets;
  for (const ArgInfo &a : args)
    if (a.isState)
      targets.push_back({&a, join(dir, "." + argFileName(a.index) + ".tmp")});
  writeFiles(env, targets, state);
  barrier(env);
  if (env.rank == 0) {
    for (const Target &t : targets) {
      std::string final = join(dir, argFileName(t.arg->index));
      if (std::error_code ec = llvm::sys::fs::rename(t.path, final))
        env.fail("cannot rename " + t.path + " to " + final + ": " +
                 ec.message());
    }
    syncPath(env, dir);
  }
  barrier(env);
}

double fsdprun::saveCheckpoint(const RankEnv &env, const std::string &root,
                               int64_t step, int keep, const RunIdentity &id,
                               const std::vector<ArgInfo> &args,
                               const std::vector<void *> &state,
                               const DataPosition &data) {
  static int saves = 0;
  ++saves;
  auto start = std::chrono::steady_clock::now();
  std::string name = "step-" + std::to_string(step);
  std::string tmp = join(root, ".tmp-" + name);
  std::string final = join(root, name);
  if (env.rank == 0) {
    if (std::error_code ec = llvm::sys::fs::create_directories(root))
      env.fail("cannot create " + root + ": " + ec.message());
    // What a crashed save left behind.
    llvm::sys::fs::remove_directories(tmp);
    if (std::error_code ec = llvm::sys::fs::create_directories(tmp))
      env.fail("cannot create " + tmp + ": " + ec.message());
  }
  barrier(env);
  std::vector<Target> targets = stateTargets(args, tmp);
  writeFiles(env, targets, state);
  maybeKillForTest(env, saves);
  barrier(env);
  std::vector<int64_t> crcs = checksums(env, targets);

  if (env.rank == 0) {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::json::OStream j(os, 2);
    j.object([&] {
      j.attribute("format", "fsdp-run-checkpoint");
      j.attribute("version", 2);
      j.attribute("step", step);
      j.attribute("world_size", env.worldSize);
      j.attributeArray("grid", [&] {
        const ArgInfo *sharded = nullptr;
        for (const Target &t : targets)
          if (t.arg->sharding && !sharded)
            sharded = t.arg;
        if (sharded)
          for (int64_t d : sharded->sharding->gridShape)
            j.value(d);
        else
          j.value(env.worldSize);
      });
      j.attribute("entry", id.entry);
      j.attribute("seed", int64_t(id.seed));
      j.attribute("flush_denormals", id.flushDenormals);
      if (data.present)
        j.attributeObject("data", [&] {
          j.attribute("epoch", data.epoch);
          j.attribute("index", data.index);
          j.attribute("samples", data.samples);
        });
      else
        j.attribute("data", nullptr);
      j.attribute("signature", id.signature);
      j.attribute("fingerprint",
                  llvm::utohexstr(llvm::xxh3_64bits(id.signature), true));
      j.attributeArray("state", [&] {
        for (auto [i, t] : llvm::enumerate(targets)) {
          const ArgInfo &a = *t.arg;
          ShardGeometry g = shardGeometry(a, 0);
          j.object([&] {
            j.attribute("arg", int64_t(a.index));
            j.attribute("name", "arg" + std::to_string(a.index));
            j.attribute("role", a.isParameter ? "parameter" : "state");
            j.attribute("file", argFileName(a.index));
            j.attribute("dtype", elemName(a.elem));
            j.attribute("npy_descr", npyDescr(a.elem));
            j.attributeArray("shape", [&] {
              for (int64_t d : g.fullShape)
                j.value(d);
            });
            if (a.sharding) {
              const ShardingInfo &s = *a.sharding;
              j.attributeObject("sharding", [&] {
                j.attribute("grid", s.grid);
                j.attributeArray("grid_shape", [&] {
                  for (int64_t d : s.gridShape)
                    j.value(d);
                });
                j.attributeArray("axes", [&] {
                  for (int64_t d : s.axes)
                    j.value(d);
                });
                j.attribute("dim", s.dim);
                j.attribute("pad", s.pad);
              });
            } else {
              j.attribute("sharding", nullptr);
            }
            j.attribute("crc32", llvm::utohexstr(uint32_t(crcs[i]), true));
          });
        }
      });
      j.attribute("manifest_crc32", "00000000");
    });
    os << "\n";
    size_t crcAt = manifestCrcAt(text);
    text.replace(crcAt, 8, hex8(manifestCrc(text, crcAt)));
    writeSmallFile(env, join(tmp, "manifest.json"), text);
    syncPath(env, tmp);
    // A checkpoint of the same step (a rerun from an older one) is replaced
    // by exchanging the two directories in one step (renameat2), so that a
    // `latest` naming it never names a missing or partial directory.
    if (llvm::sys::fs::is_directory(final)) {
      if (::renameat2(AT_FDCWD, tmp.c_str(), AT_FDCWD, final.c_str(),
                      RENAME_EXCHANGE) != 0)
        env.fail(sysError("replace", final));
    } else if (std::error_code ec = llvm::sys::fs::rename(tmp, final)) {
      env.fail("cannot rename " + tmp + " to " + final + ": " + ec.message());
    }
    syncPath(env, root);
    std::string latestTmp = join(root, ".latest.tmp");
    writeSmallFile(env, latestTmp, name + "\n");
    if (std::error_code ec =
            llvm::sys::fs::rename(latestTmp, join(root, "latest")))
      env.fail("cannot update " + join(root, "latest") + ": " + ec.message());
    syncPath(env, root);

    // Keep the newest `keep`; drop what crashed saves left (a directory of
    // checkpoints belongs to one job at a time).
    std::vector<int64_t> steps;
    std::vector<std::string> stale;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(root, ec), end; !ec && it != end;
         it.increment(ec)) {
      llvm::StringRef file = llvm::sys::path::filename(it->path());
      int64_t k = parseStep(file);
      if (k >= 0 && llvm::sys::fs::is_directory(it->path()))
        steps.push_back(k);
      if (file.starts_with(".tmp-step-"))
        stale.push_back(it->path());
    }
    for (const std::string &dir : stale)
      llvm::sys::fs::remove_directories(dir);
    if (keep > 0) {
      llvm::sort(steps, std::greater<int64_t>());
      for (size_t i = keep; i < steps.size(); ++i)
        if (steps[i] != step)
          llvm::sys::fs::remove_directories(
              join(root, "step-" + std::to_string(steps[i])));
    }
  }
  barrier(env);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

ResumePoint fsdprun::openCheckpoint(const RankEnv &env, const std::string &path,
                                    const RunIdentity &id,
                                    const std::vector<ArgInfo> &args) {
  ResumePoint p;
  p.dir = path;
  if (!llvm::sys::fs::exists(join(path, "manifest.json"))) {
    std::string latest = join(path, "latest");
    auto buffer = llvm::MemoryBuffer::getFile(latest);
    if (!buffer)
      env.failAgreed("--resume: " + path +
                     " is neither a checkpoint (no manifest.json) nor a "
                     "checkpoint directory (cannot read " +
                     latest + ": " + buffer.getError().message() + ")");
    llvm::StringRef name = (*buffer)->getBuffer().trim();
    if (parseStep(name) < 0)
      env.failAgreed(latest + " does not name a step-<k> checkpoint");
    p.dir = join(path, name.str());
  }
  std::string manifestPath = join(p.dir, "manifest.json");
  auto buffer = llvm::MemoryBuffer::getFile(manifestPath);
  if (!buffer)
    env.failAgreed("cannot read " + manifestPath + ": " +
                   buffer.getError().message());
  auto bad = [&](const std::string &what) {
    env.failAgreed(manifestPath + ": " + what);
  };
  // Its bytes first: no field of a damaged manifest is believed.
  llvm::StringRef text = (*buffer)->getBuffer();
  size_t crcAt = manifestCrcAt(text);
  uint32_t wantCrc = 0;
  if (crcAt == llvm::StringRef::npos ||
      text.substr(crcAt, 8).getAsInteger(16, wantCrc))
    bad("no manifest_crc32 (an fsdp-run checkpoint of version 1, or "
        "damaged: the state of a version-1 checkpoint loads with "
        "--load-state=" +
        p.dir + ")");
  if (uint32_t crc = manifestCrc(text, crcAt); crc != wantCrc)
    bad("checksum mismatch (CRC-32 " + hex8(crc) + ", the manifest says " +
        text.substr(crcAt, 8).str() + "): the manifest was altered or damaged");
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(text);
  if (!parsed)
    env.failAgreed(manifestPath + ": not valid JSON (" +
                   llvm::toString(parsed.takeError()) + ")");
  const llvm::json::Object *m = parsed->getAsObject();
  if (!m || m->getString("format") != "fsdp-run-checkpoint" ||
      m->getInteger("version") != 2)
    bad("not an fsdp-run checkpoint manifest (version 2)");
  std::optional<int64_t> step = m->getInteger("step");
  if (!step || *step < 0)
    bad("no step");
  // A step-<k> directory holds the checkpoint of step k.
  if (int64_t k = parseStep(llvm::sys::path::filename(p.dir));
      k >= 0 && k != *step)
    bad("the manifest is of step " + std::to_string(*step) +
        ", its directory of step " + std::to_string(k));
  p.step = *step;
  std::optional<llvm::StringRef> signature = m->getString("signature");
  std::optional<llvm::StringRef> fingerprint = m->getString("fingerprint");
  if (!signature || !fingerprint ||
      *fingerprint != llvm::utohexstr(llvm::xxh3_64bits(*signature), true))
    bad("the signature does not match its fingerprint (edited or damaged)");
  if (*signature != id.signature)
    bad("the checkpoint is of another step signature: it has '" +
        signature->str() + "', this step is '" + id.signature + "'");
  std::optional<int64_t> seed = m->getInteger("seed");
  if (!seed || uint64_t(*seed) != id.seed)
    bad("written with --seed=" + (seed ? std::to_string(*seed) : "?") +
        ", this run has --seed=" + std::to_string(id.seed) +
        " (the generated inputs would not continue the run)");
  // Checkpoints from before the option ran IEEE arithmetic.
  const llvm::json::Value *flushField = m->get("flush_denormals");
  if (flushField && !flushField->getAsBoolean())
    bad("flush_denormals is not true or false");
  bool flushed = flushField && *flushField->getAsBoolean();
  if (flushed != id.flushDenormals) {
    auto spell = [](bool on) {
      return std::string("--flush-denormals=") + (on ? "true" : "false");
    };
    bad("written with " + spell(flushed) + ", this run has " +
        spell(id.flushDenormals) +
        " (the resumed run would not compute as the saved one did)");
  }
  // The dataset's position; absent (a checkpoint from before datasets) or
  // null: the run had none.
  if (const llvm::json::Value *dataField = m->get("data");
      dataField && !dataField->getAsNull()) {
    const llvm::json::Object *d = dataField->getAsObject();
    auto field = [&](llvm::StringRef key) {
      std::optional<int64_t> v = d ? d->getInteger(key) : std::nullopt;
      return v.value_or(-1);
    };
    int64_t epoch = field("epoch"), index = field("index"),
            samples = field("samples");
    if (epoch < 0 || samples <= 0 || index < 0 || index > samples)
      bad("\"data\" is not a position {epoch, index, samples} in a dataset");
    p.data = {true, epoch, index, samples};
  }
  const llvm::json::Array *entries = m->getArray("state");
  if (!entries)
    bad("no state list");

  // Every state argument of the step has its entry; file i is checked by
  // rank i % world (the header and a CRC-32 of all its bytes).
  std::vector<Target> targets = stateTargets(args, p.dir);
  if (entries->size() != targets.size())
    bad("lists " + std::to_string(entries->size()) +
        " state arguments, the step has " + std::to_string(targets.size()));
  for (auto [i, t] : llvm::enumerate(targets)) {
    const llvm::json::Object *e = (*entries)[i].getAsObject();
    if (!e || e->getInteger("arg") != int64_t(t.arg->index) ||
        e->getString("file") != argFileName(t.arg->index))
      bad("entry " + std::to_string(i) + " is not state argument " +
          std::to_string(t.arg->index));
    std::optional<llvm::StringRef> crcText = e->getString("crc32");
    uint32_t want;
    if (!crcText || crcText->getAsInteger(16, want))
      bad("no crc32 for " + t.path);
    if (int64_t(i % env.worldSize) != env.rank)
      continue;
    if (!llvm::sys::fs::exists(t.path))
      env.fail("the checkpoint lacks " + t.path);
    NpyHeader h;
    std::string error;
    if (!readNpyHeader(t.path, h, error))
      env.fail(error);
    uint32_t crc;
    if (!fileCrc(t.path, crc, error))
      env.fail(error);
    if (crc != want)
      env.fail(t.path + ": checksum mismatch (CRC-32 " +
               llvm::utohexstr(crc, true) + ", the manifest says " +
               crcText->str() + "): the file was altered or damaged");
  }
  barrier(env);
  return p;
}
