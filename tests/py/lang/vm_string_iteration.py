vowels = 0
for ch in 'Programming in Python':
    if ch.lower() in 'aeiou': vowels += 1
print(vowels)
