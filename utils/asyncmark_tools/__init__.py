"""The Python tools of the AMDGPU asyncmark plugin, as one package.

The assembly checker, the fuzzer, the check updater and compare-baseline
share their target facts, marker spellings and assembly reading, so these
live here once and the scripts on the command line (asyncmark-check,
asyncmark-fuzz.py, update-asyncmark-checks, compare-baseline.py) are thin
launchers that find this package and call a module's main().

Modules (one concern each):

  layout          where the package sits: a source tree or an installation,
                  and where the data files (VERSION, target-facts.json) are
  targets         the target-facts table data/target-facts.json
  markers         spellings of marks, waits and their intrinsics
  asm             the one reading of AMDGPU assembly text: lexer,
                  functions, CFG, llc's block layout and loops
  irtext          the one reading of textual LLVM IR: functions, blocks,
                  DMA and mark order per block
  remarks         the plugin's remarks, read from LLVM's YAML remark file
  checker         the assembly checker, returning structured results
  report_formats  the checker's results as JSON and SARIF 2.1.0
  litkit          the downstream lit kit (substitutions, test PATH)
  update_checks   the FileCheck updater for downstream lit tests
  compare_baseline  the plugin against the s.waitcnt workaround
  fuzz            the fuzzer: generator, runner, oracle, reducer, driver

Python 3 standard library only. Importable with the directory that holds
this package on sys.path: utils/ in a source tree,
<prefix>/share/amdgpu-asyncmark/python when installed.
"""
