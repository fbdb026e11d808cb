"""torch.cpu: the CPU device module (torch.cpu.is_available(), device_count(), synchronize(), the deprecated
torch.cpu.amp names) as PyTorch 2.6 answers."""
import torch

__all__ = ["is_available", "device_count", "current_device", "synchronize", "set_device", "current_stream", "stream",
           "Stream", "Event", "StreamContext", "amp"]


def is_available():
    return True


def device_count():
    return 1


def current_device():
    return "cpu"


def synchronize(device=None):
    pass


def set_device(device):
    pass


class Stream:
    def __init__(self, priority=-1):
        pass

    def wait_stream(self, stream):
        pass


class Event:
    def query(self):
        return True

    def record(self, stream=None):
        pass

    def synchronize(self):
        pass

    def wait(self, stream=None):
        pass


_current = Stream()


def current_stream(device=None):
    return _current


class StreamContext:
    def __init__(self, stream):
        self.stream = stream

    def __enter__(self):
        return self.stream

    def __exit__(self, *args):
        return False


def stream(stream):
    return StreamContext(stream)


import torch.cpu.amp as amp
