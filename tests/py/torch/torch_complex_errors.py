import torch
z = torch.tensor([1 + 2j, -3 - 4j])
for name, f in [("lt", lambda: z < z), ("gt", lambda: z > 1), ("floordiv", lambda: z // 2), ("max", lambda: z.max()),
                ("min", lambda: z.min()), ("index", lambda: [0, 1][torch.tensor(1j)])]:
    try:
        f()
    except (RuntimeError, TypeError) as e:
        print(name, type(e).__name__, e)
