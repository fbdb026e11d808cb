import torch
acc = torch.tensor(0.91234)
print(f"Accuracy: {acc:.2%}" if False else 'skip')
for fmt in ['.2f', '.3e', '10.4f', '<8.2f', '+.1f', 'g', '.3g', 'e', '']:
    print(repr(format(torch.tensor(3.14159), fmt)))
for fmt in ['d', '5d', 'x', '', '.2f']:
    print(repr(format(torch.tensor(42), fmt)))
print(f"{torch.tensor(0.5, dtype=torch.float16):.3f}", f"{torch.tensor(0.5, dtype=torch.bfloat16):.3f}")
print(f"{torch.tensor([[2.5]]).squeeze():.1f}", "{0:.2f} {1}".format(torch.tensor(1.0), torch.tensor([1, 2])))
print('%5.2f|%-6.1f|%d' % (torch.tensor(1.234), torch.tensor(2.0), torch.tensor(7)))
for c in [lambda: format(torch.tensor([1.0, 2.0]), '.2f'), lambda: format(torch.tensor(1.5), 'd'), lambda: '%d' % torch.tensor([1, 2])]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
