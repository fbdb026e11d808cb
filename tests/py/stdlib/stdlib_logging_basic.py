import logging, sys
log = logging.getLogger(__name__)
log.info("not shown")
log.warning("last resort %d", 3)
print(log, logging.getLogger(), log.getEffectiveLevel(), log.hasHandlers())
logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s %(lineno)d %(funcName)s | %(message)s", stream=sys.stdout)
def f():
    log.info("from f %s", "x")
f()
logging.info("root info")
logging.debug("root debug hidden")
a = logging.getLogger("a.b")
b = logging.getLogger("a")
print(a.parent.name, b.parent.name, a.name, logging.getLogger("a.b") is a)
a.setLevel(logging.DEBUG)
a.debug("debug %(x)s", {"x": 1})
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("{levelname}:{message}", style="{"))
b.addHandler(h)
a.error("twice")
b.propagate = False
a.error("once")
try:
    1 / 0
except ZeroDivisionError:
    log.exception("boom")
print(logging.getLevelName(20), logging.getLevelName("INFO"), logging.getLevelName(5))
logging.basicConfig(level=logging.ERROR)
print(logging.getLogger().level)
logging.basicConfig(level=logging.ERROR, format="%(message)s", stream=sys.stdout, force=True)
log.warning("hidden now")
log.error("shown: %s", [1, 2])
logging.disable(logging.CRITICAL)
log.error("hidden")
print(repr(h), repr(a))
try:
    logging.getLogger().setLevel("LOUD")
except ValueError as e:
    print("ValueError", e)
