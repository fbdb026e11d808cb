import torch
nothing, five = None, 5
cases = [
    lambda: nothing(),
    lambda: five[0],
    lambda: "a" + 1,
    lambda: 1 + "a",
    lambda: len(5),
    lambda: None.shape,
    lambda: [1, 2] * 1.5,
    lambda: {}["k"],
    lambda: [][0],
    lambda: int("3.5"),
    lambda: torch.ones(2) + "x",
    lambda: {1: 2}.key,
    lambda: (1, 2).append(3),
    lambda: undefined_name,
    lambda: "abc".foo(),
    lambda: sum(["a", "b"]),
    lambda: sorted([None, 1]),
    lambda: float([1]),
    lambda: list(5),
    lambda: dict([1, 2]),
    lambda: {}.update(1),
    lambda: "x" * "y",
    lambda: -"x",
    lambda: [1] < 1,
    lambda: 1 / torch.tensor(0),
    lambda: max(),
    lambda: abs("x"),
    lambda: iter(None),
]
for i, c in enumerate(cases):
    try:
        r = c()
        print(i, "ok", r)
    except Exception as e:
        print(i, type(e).__name__ + ":", e)
