open('/etc/passwd')
