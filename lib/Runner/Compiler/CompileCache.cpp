//===- CompileCache.cpp - Compiled steps kept across runs -----------------===//

#include "fsdp/Runner/Compiler/CompileCache.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <elf.h>
#include <link.h>
#include <sys/stat.h>
#include <sys/time.h>

using namespace fsdprun;
using llvm::StringRef;

static constexpr StringRef kEntrySuffix = ".fsdpobj";
static constexpr StringRef kTempMarker = ".tmp-";

struct StepKeyBuilder::Impl {
  llvm::SHA256 hash;
};

StepKeyBuilder::StepKeyBuilder() : impl(std::make_unique<Impl>()) {}
StepKeyBuilder::~StepKeyBuilder() = default;

StepKeyBuilder &StepKeyBuilder::add(StringRef part) {
  add(static_cast<int64_t>(part.size()));
  impl->hash.update(part);
  return *this;
}

StepKeyBuilder &StepKeyBuilder::add(int64_t part) {
  uint8_t bytes[8];
  for (int i = 0; i < 8; ++i)
    bytes[i] = static_cast<uint8_t>(static_cast<uint64_t>(part) >> (8 * i));
  impl->hash.update(llvm::ArrayRef<uint8_t>(bytes));
  return *this;
}

StepKey StepKeyBuilder::finish() { return impl->hash.final(); }

std::string fsdprun::hostTarget() {
  std::vector<std::string> features;
  for (const auto &f : llvm::sys::getHostCPUFeatures())
    features.push_back((f.second ? "+" : "-") + f.first().str());
  llvm::sort(features);
  return llvm::sys::getProcessTriple() + " " +
         llvm::sys::getHostCPUName().str() + " " + llvm::join(features, ",");
}

namespace {
/// Whether `info` is the loaded object whose code holds `address`.
bool holds(const dl_phdr_info *info, uintptr_t address) {
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) &ph = info->dlpi_phdr[i];
    uintptr_t start = info->dlpi_addr + ph.p_vaddr;
    if (ph.p_type == PT_LOAD && address >= start &&
        address - start < ph.p_memsz)
      return true;
  }
  return false;
}

/// Whether the loaded object of `info` takes part in compiling a step: the
/// executable, MLIR's, LLVM's and the runtime's libraries, and the object
/// this code is linked into (a shared library of the program that links
/// the compiler statically, such as an ML compiler's plugin).
bool isCompiler(const dl_phdr_info *info) {
  StringRef name = info->dlpi_name ? info->dlpi_name : "";
  StringRef base = llvm::sys::path::filename(name);
  return name.empty() || base.starts_with("libMLIR") ||
         base.starts_with("libLLVM") || base.starts_with("libfsdp_rt") ||
         holds(info, reinterpret_cast<uintptr_t>(&fsdprun::compilerIdentity));
}

int identify(dl_phdr_info *info, size_t, void *data) {
  auto &out = *static_cast<std::string *>(data);
  StringRef name = info->dlpi_name ? info->dlpi_name : "";
  if (!isCompiler(info))
    return 0;
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) &ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_NOTE)
      continue;
    const char *p =
        reinterpret_cast<const char *>(info->dlpi_addr + ph.p_vaddr);
    const char *end = p + ph.p_memsz;
    while (p + sizeof(ElfW(Nhdr)) <= end) {
      auto *note = reinterpret_cast<const ElfW(Nhdr) *>(p);
      const char *desc = p + sizeof(ElfW(Nhdr)) + ((note->n_namesz + 3) & ~3u);
      if (note->n_type == NT_GNU_BUILD_ID && note->n_namesz == 4 &&
          std::memcmp(p + sizeof(ElfW(Nhdr)), "GNU", 4) == 0 &&
          desc + note->n_descsz <= end) {
        out += llvm::toHex(StringRef(desc, note->n_descsz)) + ";";
        return 0;
      }
      p = desc + ((note->n_descsz + 3) & ~3u);
    }
  }
  // No build ID: the file as it is on disk.
  std::string path = name.empty() ? "/proc/self/exe" : name.str();
  struct stat st;
  if (stat(path.c_str(), &st) == 0)
    out += path + ":" + std::to_string(st.st_size) + ":" +
           std::to_string(st.st_mtime) + ";";
  else
    out += path + ":unknown;";
  return 0;
}
} // namespace

std::string fsdprun::compilerIdentity() {
  std::string out;
  dl_iterate_phdr(identify, &out);
  return out;
}

std::string fsdprun::toHex(const StepKey &key) {
  return llvm::toHex(llvm::ArrayRef<uint8_t>(key), /*LowerCase=*/true);
}

std::string CompileCache::defaultDirectory() {
  if (const char *dir = std::getenv("FSDP_COMPILE_CACHE_DIR"); dir && *dir)
    return dir;
  llvm::SmallString<256> path;
  if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    path = xdg;
  else if (const char *home = std::getenv("HOME"); home && *home)
    llvm::sys::path::append(path, home, ".cache");
  else
    return "";
  llvm::sys::path::append(path, "fsdp-mlir", "compile");
  return std::string(path);
}

std::string CompileCache::path(const StepKey &key) const {
  llvm::SmallString<256> p(dir);
  llvm::sys::path::append(p, toHex(key) + kEntrySuffix.str());
  return std::string(p);
}

std::optional<StepObject> CompileCache::lookup(const StepKey &key,
                                               std::string &warning) {
  std::string file = path(key);
  if (!llvm::sys::fs::exists(file))
    return std::nullopt;
  auto buffer = llvm::MemoryBuffer::getFile(file, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer) {
    warning = "cannot read the compile cache entry " + file + ": " +
              buffer.getError().message() + "; compiling the step";
    return std::nullopt;
  }
  llvm::Expected<StepObject> object =
      StepObject::deserialize((*buffer)->getBuffer(), key);
  if (!object) {
    warning = "the compile cache entry " + file + " is unusable (" +
              llvm::toString(object.takeError()) +
              "): removed, compiling the step";
    llvm::sys::fs::remove(file);
    return std::nullopt;
  }
  // Used now: the last to be evicted.
  utimes(file.c_str(), nullptr);
  return std::move(*object);
}

bool CompileCache::store(const StepKey &key, StringRef bytes,
                         std::string &warning) {
  std::string file = path(key);
  auto failed = [&](const std::string &what, std::error_code ec) {
    warning = "cannot store the compiled step in " + dir + " (" + what + ": " +
              ec.message() + "); the run goes on uncached";
    return false;
  };
  if (bytes.size() > maxBytes) {
    warning = "the compiled step (" + std::to_string(bytes.size()) +
              " bytes) is larger than the compile cache's bound (" +
              std::to_string(maxBytes) + " bytes): not stored";
    return false;
  }
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return failed("creating the directory", ec);
  int fd;
  llvm::SmallString<256> temp;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(
          file + kTempMarker.str() + "%%%%%%%%", fd, temp))
    return failed("creating a file", ec);
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << bytes;
    os.close();
    if (os.has_error()) {
      std::error_code ec = os.error();
      os.clear_error();
      llvm::sys::fs::remove(temp);
      return failed("writing " + std::string(temp), ec);
    }
  }
  if (std::error_code ec = llvm::sys::fs::rename(temp, file)) {
    llvm::sys::fs::remove(temp);
    return failed("renaming " + std::string(temp), ec);
  }
  evict(file);
  return true;
}

void CompileCache::evict(const std::string &keep) {
  struct Entry {
    std::string path;
    uint64_t bytes;
    llvm::sys::TimePoint<> used;
  };
  std::vector<Entry> entries;
  uint64_t total = 0;
  auto now = std::chrono::system_clock::now();
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; !ec && it != end;
       it.increment(ec)) {
    StringRef name = llvm::sys::path::filename(it->path());
    llvm::sys::fs::file_status st;
    if (llvm::sys::fs::status(it->path(), st))
      continue;
    // A writer that died before its rename left this behind.
    if (name.contains(kTempMarker)) {
      if (now - st.getLastModificationTime() > std::chrono::hours(1))
        llvm::sys::fs::remove(it->path());
      continue;
    }
    if (!name.ends_with(kEntrySuffix))
      continue;
    entries.push_back({it->path(), st.getSize(), st.getLastModificationTime()});
    total += st.getSize();
  }
  llvm::sort(entries,
             [](const Entry &a, const Entry &b) { return a.used < b.used; });
  for (const Entry &e : entries) {
    if (total <= maxBytes)
      break;
    if (e.path == keep)
      continue;
    if (!llvm::sys::fs::remove(e.path))
      total -= e.bytes;
  }
}
