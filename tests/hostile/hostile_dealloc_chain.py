class Node:
    pass

head = None
for i in range(1000000):
    n = Node()
    n.next = head
    head = n
n = None
print('built')
head = None
print('freed')
