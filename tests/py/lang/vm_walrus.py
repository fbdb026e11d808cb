data = [1, 5, 8, 2]
if (n := len(data)) > 3:
    print('long', n)
vals = [y for x in data if (y := x * 2) > 4]
print(vals, y)
while (chunk := data[:2]):
    print(chunk)
    data = data[2:]
