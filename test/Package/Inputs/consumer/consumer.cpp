// A consumer of the installed in-process library: the umbrella header and one
// call into each layer, so the link pulls in the static libraries and libLLVM.
#include <AMDGPUAsyncMark/AMDGPUAsyncMark.h>

#include "llvm/Support/raw_ostream.h"

int main() {
  llvm::asyncmark::registerCodeGenPasses();
  llvm::asyncmark::registerCodeGenPasses(); // idempotent
  auto Facts = llvm::asyncmark::TargetFacts::forCPU("gfx950");
  llvm::outs() << "asyncmark " << AMDGPU_ASYNCMARK_VERSION_STRING << " lds-dma "
               << (Facts && Facts->HasLdsDma ? "yes" : "no") << " wide "
               << (Facts && Facts->supportsLdsDmaSize(16) ? "yes" : "no") << "\n";
  return 0;
}
