"""torch.autograd.anomaly_mode for nnscope: detect_anomaly / set_detect_anomaly
with PyTorch 2.6's state rules and warning. The mode is recorded (torch.is_anomaly_enabled,
torch.is_anomaly_check_nan_enabled); the engine does not trace forward calls or check NaNs."""

import warnings

__all__ = ["detect_anomaly", "set_detect_anomaly"]

_state = [False, True]   # enabled, check_nan


def is_anomaly_enabled():
    return _state[0]


def is_anomaly_check_nan_enabled():
    return _state[1]


def set_anomaly_enabled(enabled, check_nan=True):
    if not isinstance(enabled, bool):
        raise TypeError("set_anomaly_enabled(): argument 'enabled' (position 1) must be bool, not "
                        + type(enabled).__name__)
    _state[0] = enabled
    _state[1] = bool(check_nan)


class detect_anomaly:
    def __init__(self, check_nan=True):
        self.prev = is_anomaly_enabled()
        self.check_nan = check_nan
        self.prev_check_nan = is_anomaly_check_nan_enabled()
        warnings.warn(
            "Anomaly Detection has been enabled. "
            "This mode will increase the runtime "
            "and should only be enabled for debugging.",
            stacklevel=2,
        )

    def __enter__(self):
        set_anomaly_enabled(True, self.check_nan)

    def __exit__(self, *args):
        set_anomaly_enabled(self.prev, self.prev_check_nan)


class set_detect_anomaly:
    def __init__(self, mode, check_nan=True):
        self.prev = is_anomaly_enabled()
        self.prev_check_nan = is_anomaly_check_nan_enabled()
        set_anomaly_enabled(mode, check_nan)

    def __enter__(self):
        pass

    def __exit__(self, *args):
        set_anomaly_enabled(self.prev, self.prev_check_nan)
