records = [('resnet', 0.76, 25), ('vit', 0.81, 86), ('mlp', 0.6, 1), ('cnn', 0.76, 5)]
print(sorted(records, key=lambda r: (-r[1], r[2])))
print(sorted(records, key=lambda r: r[0]))
print(max(records, key=lambda r: r[1])[0])
print(sorted(records)[0], records[0] < records[1], (1, 2, 3) <= (1, 2, 3), (1, 'b') > (1, 'a'))
