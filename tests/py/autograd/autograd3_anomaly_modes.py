import torch
print(torch.is_anomaly_enabled(), torch.is_anomaly_check_nan_enabled())
with torch.autograd.detect_anomaly():
    print(torch.is_anomaly_enabled())
    x = torch.tensor([1., 2.], requires_grad=True)
    y = (x * 2).sum()
    y.backward()
print(torch.is_anomaly_enabled(), x.grad)
torch.autograd.set_detect_anomaly(True)
print(torch.is_anomaly_enabled(), torch.is_anomaly_check_nan_enabled())
torch.autograd.set_detect_anomaly(False)
print(torch.is_anomaly_enabled())
with torch.autograd.set_detect_anomaly(True):
    print(torch.is_anomaly_enabled())
print(torch.is_anomaly_enabled())
with torch.autograd.detect_anomaly(check_nan=False):
    print(torch.is_anomaly_enabled(), torch.is_anomaly_check_nan_enabled())
print(torch.is_anomaly_enabled(), torch.is_anomaly_check_nan_enabled())
try:
    @torch.autograd.detect_anomaly()
    def f():
        return 1
except TypeError as e:
    print('TypeError', e)
