vals = [7, -7, 3, -3, 1, 2 ** 70, -(2 ** 70), 7.5, -7.5, 0.5]
for a in vals:
    row = []
    for b in vals:
        try:
            row.append((a // b, a % b))
        except ZeroDivisionError as e:
            row.append(str(e))
    print(a, row)
for a in [7, -7, 7.5]:
    for b in [2, -2, 0.5]:
        print(a, b, divmod(a, b), a == (a // b) * b + a % b)
