import torch
for f in [lambda: torch.FloatTensor([1, 'a']), lambda: torch.FloatTensor(2, 'a'),
          lambda: torch.LongTensor([1.5, 2.5]), lambda: torch.FloatTensor(-1),
          lambda: torch.tensor([1.]).type('torch.Foo'), lambda: torch.tensor([1.]).type(5)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
