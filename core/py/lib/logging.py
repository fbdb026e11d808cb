"""logging for nnscope: CPython's logging as model scripts use it, in one module.

Loggers form CPython's dotted hierarchy under the root logger, with levels, propagation, handlers,
filters and Formatter (%, { and $ styles, asctime from the time module); basicConfig configures the root
logger once (or again with force=True); with no handler anywhere a record of WARNING or above is written
to stderr bare, by the last-resort handler, as CPython does. A record knows the caller's file, line and
function. Not provided: logging.config, logging.handlers, multi-process locking.
"""
import sys
import time
import os

__all__ = ["CRITICAL", "FATAL", "ERROR", "WARNING", "WARN", "INFO", "DEBUG", "NOTSET", "Logger", "LoggerAdapter",
           "Handler", "StreamHandler", "FileHandler", "NullHandler", "Formatter", "Filter", "LogRecord",
           "getLogger", "basicConfig", "debug", "info", "warning", "warn", "error", "exception", "critical", "log",
           "disable", "getLevelName", "addLevelName", "root", "lastResort", "captureWarnings", "shutdown",
           "BASIC_FORMAT", "getLevelNamesMapping", "makeLogRecord", "setLoggerClass", "getLoggerClass"]

CRITICAL = FATAL = 50
ERROR = 40
WARNING = WARN = 30
INFO = 20
DEBUG = 10
NOTSET = 0
BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"
raiseExceptions = True

_levelToName = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO", DEBUG: "DEBUG",
                NOTSET: "NOTSET"}
_nameToLevel = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING, "WARNING": WARNING,
                "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}
_start = time.time()
_srcfile = sys._getframe(0).f_code.co_filename


def getLevelName(level):
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return "Level %s" % level


def getLevelNamesMapping():
    return dict(_nameToLevel)


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


class LogRecord:
    """One logged event: the message with its arguments, the level, and where it was logged from."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None, sinfo=None, **kwargs):
        ct = time.time()
        self.name = name
        self.msg = msg
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        self.filename = os.path.basename(pathname) if pathname else pathname
        self.module = os.path.splitext(self.filename)[0] if pathname else "Unknown module"
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = ct
        self.msecs = int((ct - int(ct)) * 1000) + 0.0
        self.relativeCreated = (ct - _start) * 1000
        self.thread = 1
        self.threadName = "MainThread"
        self.processName = "MainProcess"
        self.process = os.getpid()
        self.taskName = None

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno, self.pathname, self.lineno, self.msg)


def makeLogRecord(dict):
    rv = LogRecord(None, None, "", 0, "", (), None, None)
    rv.__dict__.update(dict)
    return rv


class _PercentStyle:
    default_format = "%(message)s"
    asctime_search = "%(asctime)"

    def __init__(self, fmt):
        self._fmt = fmt or self.default_format

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def format(self, record):
        return self._fmt % record.__dict__


class _StrFormatStyle(_PercentStyle):
    default_format = "{message}"
    asctime_search = "{asctime"

    def format(self, record):
        return self._fmt.format(**record.__dict__)


class _StringTemplateStyle(_PercentStyle):
    default_format = "${message}"
    asctime_search = "${asctime}"

    def format(self, record):
        from string import Template
        return Template(self._fmt).substitute(**record.__dict__)


_STYLES = {"%": _PercentStyle, "{": _StrFormatStyle, "$": _StringTemplateStyle}


class Formatter:
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        if style not in _STYLES:
            raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
        self._style = _STYLES[style](fmt)
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    converter = staticmethod(time.localtime)

    def formatTime(self, record, datefmt=None):
        ct = self.converter(record.created)
        if datefmt:
            return time.strftime(datefmt, ct)
        s = time.strftime(self.default_time_format, ct)
        return self.default_msec_format % (s, record.msecs)

    def formatException(self, ei):
        import traceback
        s = "".join(traceback.format_exception(ei[0], ei[1], ei[2]))
        return s[:-1] if s[-1:] == "\n" else s

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


_defaultFormatter = Formatter()


class Filter:
    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0 or self.name == record.name:
            return True
        if record.name.find(self.name, 0, self.nlen) != 0:
            return False
        return record.name[self.nlen] == "."


class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            result = f.filter(record) if hasattr(f, "filter") else f(record)
            if not result:
                return False
            if isinstance(result, LogRecord):
                record = result
        return record


class Handler(Filterer):
    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None

    def get_name(self):
        return self._name

    def set_name(self, name):
        self._name = name

    name = property(get_name, set_name)

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        return (self.formatter or _defaultFormatter).format(record)

    def handle(self, record):
        rv = self.filter(record)
        if isinstance(rv, LogRecord):
            record = rv
        if rv:
            self.emit(record)
        return rv

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def flush(self):
        pass

    def close(self):
        pass

    def acquire(self):
        pass

    def release(self):
        pass

    def handleError(self, record):
        if raiseExceptions:
            import traceback
            sys.stderr.write("--- Logging error ---\n")
            traceback.print_exc(file=sys.stderr)

    def __repr__(self):
        return "<%s (%s)>" % (self.__class__.__name__, getLevelName(self.level))


class StreamHandler(Handler):
    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        self._stream = stream

    @property
    def stream(self):
        return self._stream if self._stream is not None else sys.stderr

    @stream.setter
    def stream(self, value):
        self._stream = value

    def setStream(self, stream):
        if stream is self.stream:
            return None
        old = self.stream
        self.flush()
        self._stream = stream
        return old

    def flush(self):
        if hasattr(self.stream, "flush"):
            self.stream.flush()

    def emit(self, record):
        try:
            msg = self.format(record)
            self.stream.write(msg + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def __repr__(self):
        name = getattr(self.stream, "name", "")
        name = str(name)
        if name:
            name += " "
        return "<%s %s(%s)>" % (self.__class__.__name__, name, getLevelName(self.level))


class FileHandler(StreamHandler):
    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        self.baseFilename = os.path.abspath(os.fspath(filename))
        self.mode = mode
        self.encoding = encoding
        self.errors = errors
        StreamHandler.__init__(self, None if delay else self._open())
        self._delay = delay

    def _open(self):
        return open(self.baseFilename, self.mode, encoding=self.encoding, errors=self.errors)

    @property
    def stream(self):
        return self._stream

    @stream.setter
    def stream(self, value):
        self._stream = value

    def emit(self, record):
        if self._stream is None:
            self._stream = self._open()
        StreamHandler.emit(self, record)

    def close(self):
        if self._stream is not None:
            self._stream.close()
            self._stream = None

    def __repr__(self):
        return "<%s %s (%s)>" % (self.__class__.__name__, self.baseFilename, getLevelName(self.level))


class NullHandler(Handler):
    def handle(self, record):
        pass

    def emit(self, record):
        pass


class _StderrHandler(StreamHandler):
    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


lastResort = _StderrHandler(WARNING)
_disable = [NOTSET]


class Logger(Filterer):
    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled or _disable[0] >= level:
            return False
        return level >= self.getEffectiveLevel()

    def getChild(self, suffix):
        if self.root is not self:
            suffix = ".".join((self.name, suffix))
        return getLogger(suffix)

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' method is deprecated, use 'warning' instead", DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if raiseExceptions:
                raise TypeError("level must be an integer")
            return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def findCaller(self, stack_info=False, stacklevel=1):
        # the first frame outside this module, stacklevel - 1 frames further out
        f = sys._getframe(1)
        while f is not None and f.f_code.co_filename == _srcfile:
            f = f.f_back
        while f is not None and stacklevel > 1:
            f = f.f_back
            stacklevel -= 1
        if f is None:
            return "(unknown file)", 0, "(unknown function)", None
        return f.f_code.co_filename, f.f_lineno, f.f_code.co_name, None

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None, extra=None, sinfo=None):
        rv = _logRecordFactory(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is not None:
            for key in extra:
                if (key in ["message", "asctime"]) or (key in rv.__dict__):
                    raise KeyError("Attempt to overwrite %r in LogRecord" % key)
                rv.__dict__[key] = extra[key]
        return rv

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1):
        fn, lno, func, sinfo = self.findCaller(stack_info, stacklevel)
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc_info = sys.exc_info()
        record = self.makeRecord(self.name, level, fn, lno, msg, args, exc_info, func, extra, sinfo)
        self.handle(record)

    def handle(self, record):
        if self.disabled:
            return
        rv = self.filter(record)
        if not rv:
            return
        if isinstance(rv, LogRecord):
            record = rv
        self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        while c:
            if c.handlers:
                return True
            if not c.propagate:
                break
            c = c.parent
        return False

    def callHandlers(self, record):
        c = self
        found = 0
        while c:
            for hdlr in c.handlers:
                found = found + 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            if not c.propagate:
                c = None
            else:
                c = c.parent
        if found == 0 and lastResort is not None and record.levelno >= lastResort.level:
            lastResort.handle(record)

    def __repr__(self):
        return "<%s %s (%s)>" % (self.__class__.__name__, self.name, getLevelName(self.getEffectiveLevel()))


class RootLogger(Logger):
    def __init__(self, level):
        Logger.__init__(self, "root", level)

    def __repr__(self):
        return "<RootLogger root (%s)>" % getLevelName(self.getEffectiveLevel())


_logRecordFactory = LogRecord
_loggerClass = Logger
root = RootLogger(WARNING)
Logger.root = root
_loggers = {}


def setLoggerClass(klass):
    global _loggerClass
    _loggerClass = klass


def getLoggerClass():
    return _loggerClass


def getLogger(name=None):
    if not name or isinstance(name, str) and name == root.name:
        return root
    if not isinstance(name, str):
        raise TypeError("A logger name must be a string")
    rv = _loggers.get(name)
    if rv is None:
        rv = _loggerClass(name)
        _loggers[name] = rv
        # parent: the nearest existing ancestor; children that exist get this logger as parent
        parts = name.split(".")
        rv.parent = root
        for i in range(len(parts) - 1, 0, -1):
            anc = _loggers.get(".".join(parts[:i]))
            if anc is not None:
                rv.parent = anc
                break
        for other in _loggers.values():
            if other is not rv and other.name.startswith(name + ".") and (
                    other.parent is rv.parent or other.parent.name.count(".") < name.count(".")):
                other.parent = rv
    return rv


class LoggerAdapter:
    def __init__(self, logger, extra=None, merge_extra=False):
        self.logger = logger
        self.extra = extra
        self.merge_extra = merge_extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()


def basicConfig(**kwargs):
    force = kwargs.pop("force", False)
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if len(root.handlers) == 0:
        handlers = kwargs.pop("handlers", None)
        if handlers is not None and ("stream" in kwargs or "filename" in kwargs):
            raise ValueError("'stream' or 'filename' should not be specified together with 'handlers'")
        if handlers is None:
            filename = kwargs.pop("filename", None)
            mode = kwargs.pop("filemode", "a")
            if filename:
                if "stream" in kwargs:
                    raise ValueError("'stream' and 'filename' should not be specified together")
                h = FileHandler(filename, mode, encoding=kwargs.pop("encoding", None), errors=kwargs.pop("errors", None))
            else:
                h = StreamHandler(kwargs.pop("stream", None))
            handlers = [h]
        dfs = kwargs.pop("datefmt", None)
        style = kwargs.pop("style", "%")
        if style not in _STYLES:
            raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
        fs = kwargs.pop("format", _STYLES[style].default_format if style != "%" else BASIC_FORMAT)
        fmt = Formatter(fs, dfs, style)
        for h in handlers:
            if h.formatter is None:
                h.setFormatter(fmt)
            root.addHandler(h)
        level = kwargs.pop("level", None)
        if level is not None:
            root.setLevel(level)
        kwargs.pop("encoding", None)
        kwargs.pop("errors", None)
        if kwargs:
            keys = ", ".join(kwargs.keys())
            raise ValueError("Unrecognised argument(s): %s" % keys)


def _root_call(name):
    def call(msg, *args, **kwargs):
        if len(root.handlers) == 0:
            basicConfig()
        getattr(root, name)(msg, *args, **kwargs)
    call.__name__ = name
    return call


debug = _root_call("debug")
info = _root_call("info")
warning = _root_call("warning")
error = _root_call("error")
critical = _root_call("critical")
fatal = critical


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warn(msg, *args, **kwargs):
    import warnings
    warnings.warn("The 'warn' function is deprecated, use 'warning' instead", DeprecationWarning, 2)
    warning(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    _disable[0] = level


def captureWarnings(capture):
    pass


def shutdown(handlerList=None):
    for h in (handlerList if handlerList is not None else root.handlers):
        h.flush()
        h.close()
