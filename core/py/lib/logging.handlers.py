"""logging.handlers: the file-rotating, memory and queue handlers of CPython
3.13 that training scripts attach (RotatingFileHandler rotates by size in
the run's file system; TimedRotatingFileHandler rotates at its interval of
real time; nothing here reaches a network or a syslog)."""
import io
import os
import time
import logging
from logging import FileHandler, Handler, StreamHandler

DEFAULT_TCP_LOGGING_PORT = 9020
DEFAULT_UDP_LOGGING_PORT = 9021
DEFAULT_HTTP_LOGGING_PORT = 9022
DEFAULT_SOAP_LOGGING_PORT = 9023
SYSLOG_UDP_PORT = 514
SYSLOG_TCP_PORT = 514
_MIDNIGHT = 24 * 60 * 60


class BaseRotatingHandler(FileHandler):
    """A FileHandler that asks shouldRollover() before each record and rolls over."""
    namer = None
    rotator = None

    def __init__(self, filename, mode, encoding=None, delay=False, errors=None):
        FileHandler.__init__(self, filename, mode=mode, encoding=encoding,
                             delay=delay, errors=errors)
        self.mode = mode
        self.encoding = encoding
        self.errors = errors

    def emit(self, record):
        try:
            if self.shouldRollover(record):
                self.doRollover()
            FileHandler.emit(self, record)
        except Exception:
            self.handleError(record)

    def rotation_filename(self, default_name):
        if not callable(self.namer):
            return default_name
        return self.namer(default_name)

    def rotate(self, source, dest):
        if not callable(self.rotator):
            if os.path.exists(source):
                os.rename(source, dest)
        else:
            self.rotator(source, dest)


class RotatingFileHandler(BaseRotatingHandler):
    """Rolls over to name.1, name.2, ... (keeping backupCount) past maxBytes."""

    def __init__(self, filename, mode='a', maxBytes=0, backupCount=0,
                 encoding=None, delay=False, errors=None):
        if maxBytes > 0:
            mode = 'a'
        if "b" not in mode:
            encoding = io.text_encoding(encoding) if hasattr(io, 'text_encoding') else encoding
        BaseRotatingHandler.__init__(self, filename, mode, encoding=encoding,
                                     delay=delay, errors=errors)
        self.maxBytes = maxBytes
        self.backupCount = backupCount

    def doRollover(self):
        if self.stream:
            self.stream.close()
            self.stream = None
        if self.backupCount > 0:
            for i in range(self.backupCount - 1, 0, -1):
                sfn = self.rotation_filename("%s.%d" % (self.baseFilename, i))
                dfn = self.rotation_filename("%s.%d" % (self.baseFilename, i + 1))
                if os.path.exists(sfn):
                    if os.path.exists(dfn):
                        os.remove(dfn)
                    os.rename(sfn, dfn)
            dfn = self.rotation_filename(self.baseFilename + ".1")
            if os.path.exists(dfn):
                os.remove(dfn)
            self.rotate(self.baseFilename, dfn)
        if not self.delay:
            self.stream = self._open()

    def shouldRollover(self, record):
        if self.stream is None:
            self.stream = self._open()
        if self.maxBytes > 0:
            pos = os.path.getsize(self.baseFilename) if os.path.exists(self.baseFilename) else 0
            if not pos:
                return False
            msg = "%s\n" % self.format(record)
            if pos + len(msg) >= self.maxBytes:
                return True
        return False


class TimedRotatingFileHandler(BaseRotatingHandler):
    """Rolls over every interval of when ('S', 'M', 'H', 'D', 'MIDNIGHT', 'W0'-'W6')."""

    def __init__(self, filename, when='h', interval=1, backupCount=0,
                 encoding=None, delay=False, utc=False, atTime=None, errors=None):
        BaseRotatingHandler.__init__(self, filename, 'a', encoding=encoding,
                                     delay=delay, errors=errors)
        self.when = when.upper()
        self.backupCount = backupCount
        self.utc = utc
        self.atTime = atTime
        secs = {'S': 1, 'M': 60, 'H': 3600, 'D': _MIDNIGHT, 'MIDNIGHT': _MIDNIGHT}
        if self.when.startswith('W') and len(self.when) == 2 and self.when[1] in '0123456':
            self.interval = 7 * _MIDNIGHT
        elif self.when in secs:
            self.interval = secs[self.when]
        else:
            raise ValueError("Invalid rollover interval specified: %s" % self.when)
        self.interval = self.interval * interval
        self.rolloverAt = int(time.time()) + self.interval

    def shouldRollover(self, record):
        return int(time.time()) >= self.rolloverAt

    def doRollover(self):
        if self.stream:
            self.stream.close()
            self.stream = None
        t = self.rolloverAt - self.interval
        timeTuple = time.gmtime(t) if self.utc else time.localtime(t)
        dfn = self.rotation_filename(self.baseFilename + "." +
                                     time.strftime("%Y-%m-%d_%H-%M-%S", timeTuple))
        if os.path.exists(dfn):
            os.remove(dfn)
        self.rotate(self.baseFilename, dfn)
        if not self.delay:
            self.stream = self._open()
        self.rolloverAt = int(time.time()) + self.interval


class WatchedFileHandler(FileHandler):
    """A FileHandler (nothing else moves files in a run, so there is nothing to watch)."""

    def reopenIfNeeded(self):
        pass


class BufferingHandler(Handler):
    """Keeps records in self.buffer; flushes when shouldFlush() says so."""

    def __init__(self, capacity):
        Handler.__init__(self)
        self.capacity = capacity
        self.buffer = []

    def shouldFlush(self, record):
        return (len(self.buffer) >= self.capacity)

    def emit(self, record):
        self.buffer.append(record)
        if self.shouldFlush(record):
            self.flush()

    def flush(self):
        self.buffer.clear()

    def close(self):
        try:
            self.flush()
        finally:
            Handler.close(self)


class MemoryHandler(BufferingHandler):
    """Buffers records and hands them to target when full or at flushLevel."""

    def __init__(self, capacity, flushLevel=logging.ERROR, target=None, flushOnClose=True):
        BufferingHandler.__init__(self, capacity)
        self.flushLevel = flushLevel
        self.target = target
        self.flushOnClose = flushOnClose

    def shouldFlush(self, record):
        return (len(self.buffer) >= self.capacity) or (record.levelno >= self.flushLevel)

    def setTarget(self, target):
        self.target = target

    def flush(self):
        if self.target:
            for record in self.buffer:
                self.target.handle(record)
            self.buffer.clear()

    def close(self):
        try:
            if self.flushOnClose:
                self.flush()
        finally:
            self.target = None
            BufferingHandler.close(self)


class QueueHandler(Handler):
    """Puts prepared records on a queue (a QueueListener hands them on)."""

    def __init__(self, queue):
        Handler.__init__(self)
        self.queue = queue
        self.listener = None

    def enqueue(self, record):
        self.queue.put_nowait(record)

    def prepare(self, record):
        import copy
        msg = self.format(record)
        record = copy.copy(record)
        record.message = msg
        record.msg = msg
        record.args = None
        record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        return record

    def emit(self, record):
        try:
            self.enqueue(self.prepare(record))
        except Exception:
            self.handleError(record)


class QueueListener(object):
    """Takes records off a queue and hands them to handlers (run by stop())."""
    _sentinel = None

    def __init__(self, queue, *handlers, respect_handler_level=False):
        self.queue = queue
        self.handlers = handlers
        self._thread = None
        self.respect_handler_level = respect_handler_level

    def dequeue(self, block):
        return self.queue.get(block)

    def start(self):
        self._thread = True

    def prepare(self, record):
        return record

    def handle(self, record):
        record = self.prepare(record)
        for handler in self.handlers:
            if not self.respect_handler_level:
                process = True
            else:
                process = record.levelno >= handler.level
            if process:
                handler.handle(record)

    def _drain(self):
        while not self.queue.empty():
            record = self.dequeue(False)
            if record is self._sentinel:
                break
            self.handle(record)

    def enqueue_sentinel(self):
        self.queue.put_nowait(self._sentinel)

    def stop(self):
        if self._thread:
            self._drain()
            self._thread = None
