import js
