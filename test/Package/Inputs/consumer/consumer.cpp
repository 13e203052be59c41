// A consumer of the installed in-process library: the umbrella header and one
// call into each layer, so the link pulls in the static libraries and libLLVM.
// `--assert` runs the consumer's own assert, which fires unless the consumer
// itself defines NDEBUG: the package leaves that choice to it.
#include <AMDGPUAsyncMark/AMDGPUAsyncMark.h>

#include "llvm/Support/raw_ostream.h"

#include <cassert>
#include <cstring>

int main(int argc, char **argv) {
  if (argc > 1 && std::strcmp(argv[1], "--assert") == 0) {
#ifdef NDEBUG
    llvm::outs() << "consumer: NDEBUG defined, asserts off\n";
#else
    llvm::outs() << "consumer: asserts on\n";
    llvm::outs().flush();
#endif
    assert(argc == 1 && "the consumer's own assert fires");
    return 0;
  }
  llvm::asyncmark::registerCodeGenPasses();
  llvm::asyncmark::registerCodeGenPasses(); // idempotent
  auto Facts = llvm::asyncmark::TargetFacts::forCPU("gfx950");
  llvm::outs() << "asyncmark " << AMDGPU_ASYNCMARK_VERSION_STRING << " lds-dma "
               << (Facts && Facts->HasLdsDma ? "yes" : "no") << " wide "
               << (Facts && Facts->supportsLdsDmaSize(16) ? "yes" : "no") << "\n";
  return 0;
}
