	v_or_b32_e32 v12, 0x2000, v14
	; asyncmark
	v_readfirstlane_b32 s3, v12
	s_mov_b32 m0, s3
