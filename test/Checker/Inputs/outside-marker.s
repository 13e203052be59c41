	.text
	; asyncmark
	.type	f,@function
f:
	s_endpgm
