import torch
print("%d items, %5.2f loss, %s, %r" % (3, 0.12345, "ok", "ok"))
print("%-8s|%8s|" % ("ab", "cd"), "%05d" % 42, "%+d %+d" % (5, -5), "% d" % 7)
print("%x %X %o %#x %#o %e %E %g %G" % (255, 255, 8, 255, 8, 12345.678, 0.00012, 1e-7, 1e20))
print("%.3s|%c%c|%%|%i" % ("abcdef", 65, "z", 9))
print("%(name)s is %(age)d" % {"name": "Ann", "age": 30})
print("%*d|%-*d|%.*f" % (5, 42, 5, 42, 2, 3.14159))
print("epoch %d/%d loss=%.4f" % (1, 10, torch.tensor(0.5).item()))
print("%s" % torch.tensor([1, 2]), "%s" % (torch.Size([2, 3]),), "%d" % torch.tensor(3))
print("%.2f" % torch.tensor(1.23456))
print("%s %s" % (None, True), "%d" % True, "%r" % [1, "a"], "%a" % "é")
print("%s" % (1,), "%s" % [1, 2], "%s" % ((1, 2),))
for bad in [lambda: "%d" % "x", lambda: "%d %d" % (1,), lambda: "%d" % (1, 2), lambda: "%z" % 1,
            lambda: "%(a)s" % 1, lambda: "%c" % 1234567890, lambda: "%c" % "ab", lambda: "%" % ()]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print("%.0f %.0f" % (0.5, 1.5), "%10.4e|" % 1234.5)
