; Only directives and comments.
	.text
	.p2align 8
	.section .rodata
some_data:
	.long 1
