import logging, logging.handlers, os, queue, sys
log = logging.getLogger("rot")
log.setLevel(logging.INFO)
log.propagate = False
h = logging.handlers.RotatingFileHandler("run.log", maxBytes=40, backupCount=2)
h.setFormatter(logging.Formatter("%(message)s"))
log.addHandler(h)
for i in range(8):
    log.info("message number %d", i)
h.close()
for name in ["run.log", "run.log.1", "run.log.2", "run.log.3"]:
    print(name, os.path.exists(name) and open(name).read().splitlines())
out = logging.StreamHandler(sys.stdout)
mem = logging.handlers.MemoryHandler(3, flushLevel=logging.ERROR, target=out)
m = logging.getLogger("mem"); m.propagate = False; m.addHandler(mem); m.setLevel(logging.DEBUG)
m.info("one"); m.info("two"); print("-- buffered", len(mem.buffer))
m.error("three flushes")
print("-- after", len(mem.buffer))
q = queue.Queue()
qh = logging.handlers.QueueHandler(q)
ql = logging.getLogger("q"); ql.propagate = False; ql.addHandler(qh)
ql.warning("queued %s", "msg")
rec = q.get_nowait()
print(rec.msg, rec.args, rec.getMessage())
listener = logging.handlers.QueueListener(q, out)
listener.start(); ql.warning("via listener"); listener.stop()
t = logging.handlers.TimedRotatingFileHandler("t.log", when="midnight", backupCount=3)
print(t.when, t.interval, t.backupCount)
t.close()
try:
    logging.handlers.TimedRotatingFileHandler("u.log", when="X")
except ValueError as e:
    print(e)
