"""Where the package is, and where its data files are.

The package runs from two layouts, and the data it needs (the project's
VERSION, the target-facts table) sits at a different place in each:

  source tree   <src>/utils/asyncmark_tools
                <src>/VERSION, <src>/data/target-facts.json
  installed     <prefix>/share/amdgpu-asyncmark/python/asyncmark_tools
                <prefix>/share/amdgpu-asyncmark/VERSION, .../target-facts.json
                <prefix>/share/amdgpu-asyncmark/install-dirs: the library,
                header, program and doc directories the install used
                (GNUInstallDirs: lib/<multiarch> under /usr, ...)

Only this module knows the two layouts; everything else asks it.
"""

import os

PACKAGE_DIR = os.path.dirname(os.path.realpath(__file__))
SHARE_NAME = "amdgpu-asyncmark"


def source_root():
    """<src> when the package is <src>/utils/asyncmark_tools, else None."""
    utils = os.path.dirname(PACKAGE_DIR)
    if os.path.basename(utils) == "utils":
        return os.path.dirname(utils)
    return None


def share_dir():
    """<prefix>/share/amdgpu-asyncmark when the package is installed under
    it (in python/), else None."""
    python = os.path.dirname(PACKAGE_DIR)
    share = os.path.dirname(python)
    if os.path.basename(python) == "python" and \
            os.path.basename(share) == SHARE_NAME:
        return share
    return None


def install_prefix():
    """<prefix> of an installed package, else None."""
    share = share_dir()
    if share is None:
        return None
    return os.path.dirname(os.path.dirname(share))


# An installation's directories relative to its prefix, when its
# install-dirs file does not say (cmake/install-dirs.in writes it).
DEFAULT_INSTALL_DIRS = {
    "bindir": "bin",
    "libdir": "lib",
    "includedir": "include",
    "docdir": os.path.join("share", "doc", SHARE_NAME),
}


def install_dirs():
    """{bindir, libdir, includedir, docdir}: an installation's directories,
    relative to its prefix (from share/amdgpu-asyncmark/install-dirs), or
    None when the package is not installed."""
    share = share_dir()
    if share is None:
        return None
    dirs = dict(DEFAULT_INSTALL_DIRS)
    try:
        with open(os.path.join(share, "install-dirs"), encoding="utf-8") as f:
            for line in f:
                key, sep, value = line.strip().partition("=")
                if sep and key in dirs and value:
                    dirs[key] = value
    except OSError:
        pass
    return dirs


def installed_path(kind, *rest):
    """<prefix>/<kind's directory>/rest of an installation, else None."""
    dirs = install_dirs()
    if dirs is None:
        return None
    return os.path.join(install_prefix(), dirs[kind], *rest)


def checker_doc():
    """Where the checker's documentation is: the installed copy
    (<docdir>/asyncmark-check.md) or the source tree's
    tools/asyncmark-check/README.md; the installed name when neither
    exists."""
    cands = []
    inst = installed_path("docdir", "asyncmark-check.md")
    if inst:
        cands.append(inst)
    src = source_root()
    if src:
        cands.append(os.path.join(src, "tools", "asyncmark-check", "README.md"))
    for c in cands:
        if os.path.isfile(c):
            return c
    return cands[0] if cands else "asyncmark-check.md"


def data_candidates(source_rel, installed_rel):
    """The paths a data file may have: source_rel under the source tree,
    installed_rel under share/amdgpu-asyncmark, for the layouts that apply."""
    out = []
    src = source_root()
    if src:
        out.append(os.path.join(src, *source_rel))
    share = share_dir()
    if share:
        out.append(os.path.join(share, *installed_rel))
    return out


def read_version():
    """The project's version from its VERSION file, or 'unknown'."""
    for path in data_candidates(("VERSION",), ("VERSION",)):
        try:
            with open(path, encoding="utf-8") as f:
                v = f.read().strip()
        except OSError:
            continue
        if v:
            return v
    return "unknown"


def checker_command():
    """The command line that runs the assembly checker of this layout (for
    messages that tell how to rerun it)."""
    src = source_root()
    if src:
        path = os.path.join(src, "tools", "asyncmark-check", "asyncmark-check.py")
        if os.path.isfile(path):
            return ["python3", path]
    inst = installed_path("bindir", "asyncmark-check")
    if inst:
        return [inst]
    return ["asyncmark-check"]
