import logging, sys, os, warnings
logging.basicConfig(filename="train.log", filemode="w", level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")
log = logging.getLogger(__name__)
log.info("epoch %d loss %.3f", 1, 0.25)
log.debug("skip")
fh = logging.FileHandler("other.log", mode="w")
fh.setLevel(logging.ERROR)
fh.setFormatter(logging.Formatter("[%(levelname)s] %(message)s"))
log.addHandler(fh)
log.error("bad %s", "thing")
log.warning("only root file")
print(repr(fh).replace(os.getcwd(), "CWD"), fh.baseFilename == os.path.abspath("other.log"))
for h in logging.root.handlers + [fh]:
    h.flush()
print(open("train.log").read(), end="")
print(open("other.log").read(), end="")
try:
    raise KeyError("k")
except KeyError as e:
    err = e
log.error("caught", exc_info=err)
print(open("train.log").read().splitlines()[-1])
logging.captureWarnings(True)
sh = logging.StreamHandler(sys.stdout)
logging.getLogger("py.warnings").addHandler(sh)
warnings.warn("careful")
logging.captureWarnings(False)
log2 = logging.getLogger("quiet")
log2.addHandler(logging.NullHandler())
log2.propagate = False
log2.warning("nothing")
print(log2.hasHandlers(), logging.getLogger("a.b.c").hasHandlers())
ch = logging.StreamHandler(sys.stdout)
ch.setFormatter(logging.Formatter("%(message)s|%(stack_info)s"))
l3 = logging.getLogger("st"); l3.addHandler(ch); l3.propagate = False
def outer():
    l3.warning("from %s", "outer", stacklevel=2)
outer()
ch.setFormatter(logging.Formatter("%(funcName)s:%(lineno)d %(message)s"))
outer()
print(logging.getLevelNamesMapping()["WARN"], logging.WARN, logging.FATAL)
import atexit
atexit.register(print, "atexit last-registered runs first?", "no")
atexit.register(lambda: print("yes, first"))
logging.shutdown()
print(sorted(logging.root.manager.loggerDict)[:6])
