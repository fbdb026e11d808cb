import torch
# __format__ variants
t = torch.tensor(1.23456)
for spec in ['', '.2f', '.3e', '10.4f', '<8.1f', '+.2f', '%', '.1%', 'g']:
    try:
        print(repr(format(t, spec)))
    except Exception as e:
        print(spec, type(e).__name__, e)
i = torch.tensor(12)
for spec in ['', 'd', '04d', 'x', 'b', '.2f', '>5']:
    try:
        print(repr(format(i, spec)))
    except Exception as e:
        print(spec, type(e).__name__, e)
v = torch.tensor([1.5, 2.5])
for spec in ['', '.2f']:
    try:
        print(repr(format(v, spec)))
    except Exception as e:
        print(spec, type(e).__name__, e)
print(f"loss: {torch.tensor(0.123456):.4f} acc: {torch.tensor(0.9):.1%}")
print("%.3f" % torch.tensor(2.5), "%d" % torch.tensor(3), "%s" % torch.tensor(1.))
print("{:.2f}".format(torch.tensor(3.14159, requires_grad=True)))
print(f"{torch.tensor(True)}", f"{torch.tensor(True):}", f"{torch.tensor(1, dtype=torch.uint8):3d}")
