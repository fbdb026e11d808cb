import torch
words = ['a', 'b', 'c', 'd']
idx = torch.tensor(2)
print(words[idx], words[torch.tensor(-1)], words[torch.tensor(1, dtype=torch.int32)])
print(words[torch.tensor(0):torch.tensor(2)], 'abcdef'[torch.tensor(3)])
i = torch.argmax(torch.tensor([0.1, 0.7, 0.2]))
print(words[i], i.item(), int(i))
d = {0: 'zero', 1: 'one'}
print(d[torch.tensor(1).item()], d.get(torch.tensor(1), 'tensor key misses'))
print(list(range(10))[torch.tensor(3):torch.tensor(6)], range(10)[torch.tensor(4)])
print(operator_index if False else __import__('operator').index(torch.tensor(7)))
for c in [lambda: words[torch.tensor(1.0)], lambda: words[torch.tensor([1])], lambda: words[torch.tensor([1, 2])],
          lambda: words[torch.tensor(True)], lambda: 'x' * torch.tensor(3), lambda: [0] * torch.tensor(2)]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
