import logging, sys
logging.warning("module level %s", "warning")
logging.info("hidden")
log = logging.getLogger("train.model")
print(log, log.parent, logging.getLogger("train"), log.parent)
print(logging.getLogger() is logging.root, logging.getLogger("root") is logging.root)
log.error("err %d", 3)
logging.basicConfig(level=logging.DEBUG, format="%(name)s|%(levelname)s|%(filename)s:%(lineno)d %(funcName)s %(module)s %(message)s", stream=sys.stdout, force=True)
def step():
    log.debug("dbg %s", [1, 2])
step()
log.info("dict %(a)s", {"a": 1})
try:
    1 / 0
except ZeroDivisionError:
    log.exception("boom")
print(logging.root.handlers)
h = logging.StreamHandler(sys.stdout)
print(h, logging.StreamHandler(), logging.NullHandler())
for lv in ["FOO", 1.5]:
    try:
        log.setLevel(lv)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
log.setLevel("WARNING")
print(log.getEffectiveLevel(), log.isEnabledFor(logging.INFO), logging.getLevelName(30), logging.getLevelName("INFO"), logging.getLevelName(5))
logging.disable(logging.WARNING)
log.warning("x"); log.error("shown")
logging.disable(logging.NOTSET)
child = log.getChild("sub")
print(child.name, child.getEffectiveLevel(), logging.getLogger("train.model.sub") is child)
child.propagate = False
child.warning("nothing: no handler -> lastResort to stderr")
sys.stderr.flush()
child.propagate = True
ad = logging.LoggerAdapter(log, {"user": "u1"})
logging.root.handlers[0].setFormatter(logging.Formatter("{levelname} {user} {message}", style="{"))
ad.warning("adapted %s", 1)
logging.root.handlers[0].setFormatter(logging.Formatter("$levelname: ${message}", style="$"))
log.critical("dollar")
logging.root.handlers[0].setFormatter(logging.Formatter("%(levelname)-8s %(message)s"))
logging.log(25, "custom level")
logging.addLevelName(25, "NOTICE")
logging.log(25, "custom level")
class F(logging.Filter):
    def filter(self, r):
        return "secret" not in r.getMessage()
log.addFilter(F())
log.warning("secret")
log.warning("public")
try:
    logging.Formatter("no fields")
except ValueError as e:
    print(e)
try:
    logging.basicConfig(stream=sys.stdout, filename="x.log", force=True)
except ValueError as e:
    print(e)
try:
    logging.basicConfig(foo=1, force=True)
except ValueError as e:
    print(e)
r = logging.makeLogRecord({"msg": "m %s", "args": ("a",), "levelno": 10, "name": "n"})
print(r.getMessage(), logging.Formatter("%(message)s").format(r))
