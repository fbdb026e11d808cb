class Node:
    pass

head = None
for i in range(200000):
    n = Node()
    n.next = head
    n.me = n
    head = n
n = head = None
print('dropped')
