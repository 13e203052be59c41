; asyncmark-fuzz kernel: seed 3293, cpu gfx1030
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x [4096 x i8]] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark() #90
declare void @llvm.amdgcn.wait.asyncmark(i16) #90
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) captures(none), ptr addrspace(3) captures(none), i32, i32, i32) #90
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) captures(none), ptr addrspace(3) captures(none), i32, i32, i32) #90
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) captures(none), ptr addrspace(3) captures(none), i32, i32, i32) #90
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) captures(none), ptr addrspace(3) captures(none), i32, i32, i32, i32, i32) #90
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)

define amdgpu_kernel void @fuzz_k3293(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) %rsrc, ptr %flat, ptr addrspace(3) noalias %ldsarg, i32 %c0, i32 %c1, i32 %n0, i32 %n1) #0 !dbg !910 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1900
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid, !dbg !1901
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid, !dbg !1902
  %ft = getelementptr i32, ptr %flat, i32 %tid, !dbg !1903
  %vo = shl i32 %tid, 2, !dbg !1904
  %fselc = icmp eq i32 %c1, 7, !dbg !1905
  %fsel = select i1 %fselc, ptr %flat, ptr addrspacecast (ptr addrspace(3) @lds to ptr), !dbg !1906
  %fat = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1048576, i32 159744), !dbg !1907
  %lds1 = getelementptr i8, ptr addrspace(3) @lds, i32 22528, !dbg !1908
  %vo2 = add i32 %vo, 1792, !dbg !1909
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds1, i32 2, i32 %vo2, i32 0, i32 16, i32 1), !dbg !1910
  call void @llvm.amdgcn.asyncmark(), !dbg !1911
  %lds3 = getelementptr i8, ptr addrspace(3) @lds, i32 29696, !dbg !1912
  %src4 = getelementptr i32, ptr addrspace(1) %gt, i32 128, !dbg !1913
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src4, ptr addrspace(3) %lds3, i32 2, i32 0, i32 0), !dbg !1914
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !1915
  %ro5 = add i32 %vo, 16392, !dbg !1916
  %rp6 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro5, !dbg !1917
  %r7 = load i32, ptr addrspace(3) %rp6, align 4, !tbaa !900, !alias.scope !903, !dbg !1918
  %lds8 = getelementptr i8, ptr addrspace(3) @lds, i32 12288, !dbg !1919
  %vo9 = add i32 %vo, 1536, !dbg !1920
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds8, i32 4, i32 %vo9, i32 0, i32 16, i32 0), !dbg !1921
  %two13 = add i32 %vo, 20496, !dbg !1922
  %twp14 = getelementptr i8, ptr addrspace(3) @lds, i32 %two13, !dbg !1923
  %tw15 = load i32, ptr addrspace(3) %twp14, align 4, !tbaa !900, !alias.scope !903, !dbg !1924
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !1925
  %ro10 = add i32 %vo, 20496, !dbg !1926
  %rp11 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro10, !dbg !1927
  %r12 = load i32, ptr addrspace(3) %rp11, align 4, !tbaa !900, !alias.scope !903, !dbg !1928
  call void @llvm.amdgcn.asyncmark(), !dbg !1929
  call void @llvm.amdgcn.wait.asyncmark(i16 2), !dbg !1930
  call void @llvm.amdgcn.asyncmark(), !dbg !1931
  %lds16 = getelementptr i8, ptr addrspace(3) %ldsarg, i32 1024, !dbg !1932
  %src17 = getelementptr i32, ptr addrspace(1) %gt, i32 128, !dbg !1933
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src17, ptr addrspace(3) %lds16, i32 2, i32 0, i32 0), !dbg !1934
  %lds18 = getelementptr i8, ptr addrspace(3) @lds, i32 9216, !dbg !1935
  %vo19 = add i32 %vo, 1792, !dbg !1936
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds18, i32 4, i32 %vo19, i32 0, i32 0, i32 0), !dbg !1937
  %lds20 = getelementptr i8, ptr addrspace(3) @lds, i32 6144, !dbg !1938
  %vo21 = add i32 %vo, 512, !dbg !1939
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds20, i32 4, i32 %vo21, i32 0, i32 0, i32 0), !dbg !1940
  %lds22 = getelementptr i8, ptr addrspace(3) @lds, i32 22528, !dbg !1941
  %fi23 = add i32 %tid, 192, !dbg !1942
  %fsrc24 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi23, !dbg !1943
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc24, ptr addrspace(3) %lds22, i32 4, i32 16, i32 0), !dbg !1944
  %lds25 = getelementptr i8, ptr addrspace(3) @lds, i32 14336, !dbg !1945
  %src26 = getelementptr i32, ptr addrspace(1) %gt, i32 512, !dbg !1946
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src26, ptr addrspace(3) %lds25, i32 4, i32 64, i32 0), !dbg !1947
  %two30 = add i32 %vo, 24, !dbg !1948
  %twp31 = getelementptr i8, ptr addrspace(3) @lds, i32 %two30, !dbg !1949
  %tw32 = load i32, ptr addrspace(3) %twp31, align 4, !tbaa !900, !alias.scope !903, !dbg !1950
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !1951
  %ro27 = add i32 %vo, 24, !dbg !1952
  %rp28 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro27, !dbg !1953
  %r29 = load i32, ptr addrspace(3) %rp28, align 4, !tbaa !900, !alias.scope !903, !dbg !1954
  %ro33 = add i32 %vo, 4128, !dbg !1955
  %rp34 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro33, !dbg !1956
  %r35 = load i32, ptr addrspace(3) %rp34, align 4, !tbaa !900, !alias.scope !903, !dbg !1957
  %ro36 = add i32 %vo, 1024, !dbg !1958
  %rp37 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro36, !dbg !1959
  %r38 = load i32, ptr addrspace(3) %rp37, align 4, !tbaa !900, !alias.scope !903, !dbg !1960
  %lds39 = getelementptr i8, ptr addrspace(3) @lds, i32 24576, !dbg !1961
  %fi40 = add i32 %tid, 128, !dbg !1962
  %fsrc41 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi40, !dbg !1963
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc41, ptr addrspace(3) %lds39, i32 4, i32 0, i32 0), !dbg !1964
  %lds42 = getelementptr i8, ptr addrspace(3) @lds, i32 17408, !dbg !1965
  %fi43 = add i32 %tid, 384, !dbg !1966
  %fsrc44 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi43, !dbg !1967
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc44, ptr addrspace(3) %lds42, i32 4, i32 256, i32 0), !dbg !1968
  %lds45 = getelementptr i8, ptr addrspace(3) @lds, i32 10240, !dbg !1969
  %src46 = getelementptr i32, ptr addrspace(1) %gt, i32 128, !dbg !1970
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src46, ptr addrspace(3) %lds45, i32 4, i32 256, i32 1), !dbg !1971
  %lds47 = getelementptr i8, ptr addrspace(3) @lds, i32 1024, !dbg !1972
  %vo48 = add i32 %vo, 2048, !dbg !1973
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds47, i32 4, i32 %vo48, i32 0, i32 4, i32 0), !dbg !1974
  %lds49 = getelementptr i8, ptr addrspace(3) @lds, i32 28672, !dbg !1975
  %src50 = getelementptr i32, ptr addrspace(1) %gt, i32 512, !dbg !1976
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src50, ptr addrspace(3) %lds49, i32 4, i32 4, i32 1), !dbg !1977
  call void @llvm.amdgcn.wait.asyncmark(i16 1), !dbg !1978
  %ro51 = add i32 %vo, 1064, !dbg !1979
  %rp52 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro51, !dbg !1980
  %r53 = load i32, ptr addrspace(3) %rp52, align 4, !tbaa !900, !alias.scope !903, !dbg !1981
  %lds54 = getelementptr i8, ptr addrspace(3) @lds, i32 16384, !dbg !1982
  %src55 = getelementptr i32, ptr addrspace(1) %gt, i32 256, !dbg !1983
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src55, ptr addrspace(3) %lds54, i32 4, i32 4, i32 0), !dbg !1984
  call void @llvm.amdgcn.asyncmark(), !dbg !1985
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !1986
  %ro56 = add i32 %vo, 48, !dbg !1987
  %rp57 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro56, !dbg !1988
  %r58 = load i32, ptr addrspace(3) %rp57, align 4, !tbaa !900, !alias.scope !903, !dbg !1989
  %acc59 = add i32 %r7, %r12, !dbg !1990
  %acc60 = add i32 %acc59, %tw15, !dbg !1991
  %acc61 = add i32 %acc60, %r29, !dbg !1992
  %acc62 = add i32 %acc61, %tw32, !dbg !1993
  %acc63 = add i32 %acc62, %r35, !dbg !1994
  %acc64 = add i32 %acc63, %r38, !dbg !1995
  %acc65 = add i32 %acc64, %r53, !dbg !1996
  %acc66 = add i32 %acc65, %r58, !dbg !1997
  %op67 = getelementptr i32, ptr addrspace(1) %ot, i32 64, !dbg !1998
  store i32 %acc66, ptr addrspace(1) %op67, align 4, !dbg !1999
  ret void, !dbg !2000
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" "target-features"="+wavefrontsize64" }
attributes #1 = { noinline "target-features"="+wavefrontsize64" }

attributes #90 = { nocallback nofree nounwind willreturn }
!900 = !{!901, !901, i64 0}
!901 = !{!"int", !902, i64 0}
!902 = !{!"producer tbaa"}
!903 = !{!904}
!904 = distinct !{!904, !905, !"lds"}
!905 = distinct !{!905, !"kernel"}
!llvm.dbg.cu = !{!906}
!llvm.module.flags = !{!908}
!906 = distinct !DICompileUnit(language: DW_LANG_C, file: !907, producer: "asyncmark-fuzz", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!907 = !DIFile(filename: "kernel.py", directory: "/fuzz")
!908 = !{i32 2, !"Debug Info Version", i32 3}
!909 = !DISubroutineType(types: !{})
!910 = distinct !DISubprogram(name: "fuzz_k3293", scope: !907, file: !907, line: 1, type: !909, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !906)
!1900 = !DILocation(line: 1, column: 3, scope: !910)
!1901 = !DILocation(line: 2, column: 3, scope: !910)
!1902 = !DILocation(line: 3, column: 3, scope: !910)
!1903 = !DILocation(line: 4, column: 3, scope: !910)
!1904 = !DILocation(line: 5, column: 3, scope: !910)
!1905 = !DILocation(line: 6, column: 3, scope: !910)
!1906 = !DILocation(line: 7, column: 3, scope: !910)
!1907 = !DILocation(line: 8, column: 3, scope: !910)
!1908 = !DILocation(line: 9, column: 3, scope: !910)
!1909 = !DILocation(line: 10, column: 3, scope: !910)
!1910 = !DILocation(line: 11, column: 3, scope: !910)
!1911 = !DILocation(line: 12, column: 3, scope: !910)
!1912 = !DILocation(line: 13, column: 3, scope: !910)
!1913 = !DILocation(line: 14, column: 3, scope: !910)
!1914 = !DILocation(line: 15, column: 3, scope: !910)
!1915 = !DILocation(line: 16, column: 3, scope: !910)
!1916 = !DILocation(line: 17, column: 3, scope: !910)
!1917 = !DILocation(line: 18, column: 3, scope: !910)
!1918 = !DILocation(line: 19, column: 3, scope: !910)
!1919 = !DILocation(line: 20, column: 3, scope: !910)
!1920 = !DILocation(line: 21, column: 3, scope: !910)
!1921 = !DILocation(line: 22, column: 3, scope: !910)
!1922 = !DILocation(line: 23, column: 3, scope: !910)
!1923 = !DILocation(line: 24, column: 3, scope: !910)
!1924 = !DILocation(line: 25, column: 3, scope: !910)
!1925 = !DILocation(line: 26, column: 3, scope: !910)
!1926 = !DILocation(line: 27, column: 3, scope: !910)
!1927 = !DILocation(line: 28, column: 3, scope: !910)
!1928 = !DILocation(line: 29, column: 3, scope: !910)
!1929 = !DILocation(line: 30, column: 3, scope: !910)
!1930 = !DILocation(line: 31, column: 3, scope: !910)
!1931 = !DILocation(line: 32, column: 3, scope: !910)
!1932 = !DILocation(line: 33, column: 3, scope: !910)
!1933 = !DILocation(line: 34, column: 3, scope: !910)
!1934 = !DILocation(line: 35, column: 3, scope: !910)
!1935 = !DILocation(line: 36, column: 3, scope: !910)
!1936 = !DILocation(line: 37, column: 3, scope: !910)
!1937 = !DILocation(line: 38, column: 3, scope: !910)
!1938 = !DILocation(line: 39, column: 3, scope: !910)
!1939 = !DILocation(line: 40, column: 3, scope: !910)
!1940 = !DILocation(line: 41, column: 3, scope: !910)
!1941 = !DILocation(line: 42, column: 3, scope: !910)
!1942 = !DILocation(line: 43, column: 3, scope: !910)
!1943 = !DILocation(line: 44, column: 3, scope: !910)
!1944 = !DILocation(line: 45, column: 3, scope: !910)
!1945 = !DILocation(line: 46, column: 3, scope: !910)
!1946 = !DILocation(line: 47, column: 3, scope: !910)
!1947 = !DILocation(line: 48, column: 3, scope: !910)
!1948 = !DILocation(line: 49, column: 3, scope: !910)
!1949 = !DILocation(line: 50, column: 3, scope: !910)
!1950 = !DILocation(line: 51, column: 3, scope: !910)
!1951 = !DILocation(line: 52, column: 3, scope: !910)
!1952 = !DILocation(line: 53, column: 3, scope: !910)
!1953 = !DILocation(line: 54, column: 3, scope: !910)
!1954 = !DILocation(line: 55, column: 3, scope: !910)
!1955 = !DILocation(line: 56, column: 3, scope: !910)
!1956 = !DILocation(line: 57, column: 3, scope: !910)
!1957 = !DILocation(line: 58, column: 3, scope: !910)
!1958 = !DILocation(line: 59, column: 3, scope: !910)
!1959 = !DILocation(line: 60, column: 3, scope: !910)
!1960 = !DILocation(line: 61, column: 3, scope: !910)
!1961 = !DILocation(line: 62, column: 3, scope: !910)
!1962 = !DILocation(line: 63, column: 3, scope: !910)
!1963 = !DILocation(line: 64, column: 3, scope: !910)
!1964 = !DILocation(line: 65, column: 3, scope: !910)
!1965 = !DILocation(line: 66, column: 3, scope: !910)
!1966 = !DILocation(line: 67, column: 3, scope: !910)
!1967 = !DILocation(line: 68, column: 3, scope: !910)
!1968 = !DILocation(line: 69, column: 3, scope: !910)
!1969 = !DILocation(line: 70, column: 3, scope: !910)
!1970 = !DILocation(line: 71, column: 3, scope: !910)
!1971 = !DILocation(line: 72, column: 3, scope: !910)
!1972 = !DILocation(line: 73, column: 3, scope: !910)
!1973 = !DILocation(line: 74, column: 3, scope: !910)
!1974 = !DILocation(line: 75, column: 3, scope: !910)
!1975 = !DILocation(line: 76, column: 3, scope: !910)
!1976 = !DILocation(line: 77, column: 3, scope: !910)
!1977 = !DILocation(line: 78, column: 3, scope: !910)
!1978 = !DILocation(line: 79, column: 3, scope: !910)
!1979 = !DILocation(line: 80, column: 3, scope: !910)
!1980 = !DILocation(line: 81, column: 3, scope: !910)
!1981 = !DILocation(line: 82, column: 3, scope: !910)
!1982 = !DILocation(line: 83, column: 3, scope: !910)
!1983 = !DILocation(line: 84, column: 3, scope: !910)
!1984 = !DILocation(line: 85, column: 3, scope: !910)
!1985 = !DILocation(line: 86, column: 3, scope: !910)
!1986 = !DILocation(line: 87, column: 3, scope: !910)
!1987 = !DILocation(line: 88, column: 3, scope: !910)
!1988 = !DILocation(line: 89, column: 3, scope: !910)
!1989 = !DILocation(line: 90, column: 3, scope: !910)
!1990 = !DILocation(line: 91, column: 3, scope: !910)
!1991 = !DILocation(line: 92, column: 3, scope: !910)
!1992 = !DILocation(line: 93, column: 3, scope: !910)
!1993 = !DILocation(line: 94, column: 3, scope: !910)
!1994 = !DILocation(line: 95, column: 3, scope: !910)
!1995 = !DILocation(line: 96, column: 3, scope: !910)
!1996 = !DILocation(line: 97, column: 3, scope: !910)
!1997 = !DILocation(line: 98, column: 3, scope: !910)
!1998 = !DILocation(line: 99, column: 3, scope: !910)
!1999 = !DILocation(line: 100, column: 3, scope: !910)
!2000 = !DILocation(line: 101, column: 3, scope: !910)
