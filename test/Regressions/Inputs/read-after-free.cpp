// Control for lowering-memcheck.test: a read of freed memory, which memcheck
// must report with the options that test uses.
#include <cstdio>

int main() {
  int *P = new int(42);
  delete P;
  volatile int V = *P;
  std::printf("%d\n", V == 42);
  return 0;
}
