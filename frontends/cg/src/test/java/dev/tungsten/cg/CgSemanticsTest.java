package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.SemanticName;

/// What Cg programs compute, run on the reference interpreter ([CgExec]): the matrix
/// convention and every `mul` shape, swizzles and write masks, smearing and truncation, vector
/// `?:` and bool-vector logic, overloads, `out`/`inout` parameters, defaults and loops. Results
/// are exact float operations on small integers unless a tolerance is given.
class CgSemanticsTest {
    private static final String VERTEX_HEAD = "void main(float4 p : POSITION, float4 a : ATTR1, out float4 o : POSITION, "
            + "out float4 r0 : TEXCOORD0, out float4 r1 : TEXCOORD1, out float4 r2 : TEXCOORD2, out float4 r3 : TEXCOORD3, "
            + "out float4 r4 : TEXCOORD4, out float4 r5 : TEXCOORD5) {\n o = p; r0 = 0; r1 = 0; r2 = 0; r3 = 0; r4 = 0; r5 = 0;\n";

    /// Runs a vertex program body with input `a` (attribute 1); `globals` go before `main`.
    private static CgExec vertex(String globals, String body, float... a) {
        CgExec x = CgExec.compile(globals + "\n" + VERTEX_HEAD + body + "\n}");
        return x.input(0, 0, 0, 0, 1).input(1, a);
    }

    @Test
    void mulFollowsCgsRowMajorConventionInEveryShape() {
        // M is 4x3 (4 rows of 3), N is 3x4. Rows upload one per register.
        float[][] m = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {10, 11, 12}};
        float[][] n = {{1, 0, 2, 1}, {0, 1, 1, 3}, {2, 1, 0, 1}};
        CgExec x = vertex("uniform float4x3 M; uniform float3x4 N;", """
                r0 = mul(M, a.xyz);
                r1 = float4(mul(a, M), 0);
                float4x4 P = mul(M, N);
                r2 = P[1];
                r3 = float4(P._m02, P._13, M[2].y, N._m23);
                r4 = float4(mul(float1x4(a), float4x1(a)), mul(a.xy, a.zw), mul(2, a.x), 0);
                float3x3 C = float3x3(1, 2, 3, 4, 5, 6, 7, 8, 9);
                r5 = float4(mul(C, float3(1, 0, 0)), C[1][2]);
                """, 1, 2, 3, 4);
        Reflection refl = x.result.reflection();
        assertEquals(0, refl.uniform("M").register());
        assertEquals(4, refl.uniform("M").registers());
        assertEquals(4, refl.uniform("N").register());
        assertEquals(3, refl.uniform("N").registers());
        float[] c = new float[28];
        for (int r = 0; r < 4; r++) {
            System.arraycopy(m[r], 0, c, 4 * r, 3);
        }
        for (int r = 0; r < 3; r++) {
            System.arraycopy(n[r], 0, c, 16 + 4 * r, 4);
        }
        x.constants(c).run();
        float[] v = {1, 2, 3, 4};
        float[] mv = new float[4];
        for (int r = 0; r < 4; r++) {
            mv[r] = m[r][0] * v[0] + m[r][1] * v[1] + m[r][2] * v[2];
        }
        assertArrayEquals(mv, x.generic(0), "mul(M, v): M times the column v");
        float[] vm = new float[4];
        for (int col = 0; col < 3; col++) {
            for (int r = 0; r < 4; r++) {
                vm[col] += v[r] * m[r][col];
            }
        }
        assertArrayEquals(vm, x.generic(1), "mul(v, M): the row v times M");
        float[][] p = new float[4][4];
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                for (int k = 0; k < 3; k++) {
                    p[i][j] += m[i][k] * n[k][j];
                }
            }
        }
        assertArrayEquals(p[1], x.generic(2), "P[1] is row 1 of M N");
        assertArrayEquals(new float[] {p[0][2], p[0][2], m[2][1], n[2][3]}, x.generic(3), "_m02, one-based _13, M[2].y, _m23");
        assertArrayEquals(new float[] {30, 1 * 3 + 2 * 4, 2, 0}, x.generic(4), "1x4 times 4x1 and vector times vector are dot products");
        assertArrayEquals(new float[] {1, 4, 7, 6}, x.generic(5), "a matrix constructor fills rows");
    }

    @Test
    void swizzlesWriteMasksSmearingAndTruncation() {
        CgExec x = vertex("", """
                float4 v = 0;
                v.xz = a.yx;
                v.w = 7;
                r0 = v;
                float s = a.x;
                r1 = float4(s.xxx, 1);
                float3 t = a;
                r2 = float4(t, 5) * 2;
                r3 = a.wzyx + a.rgba + a.stpq;
                float3x3 m = 2;
                m._m01_m10 = float2(5, 6);
                m[2] = float3(7, 8, 9);
                r4 = float4(m[0], m[1].x);
                r5 = float4(m[2], (a > 2).w);
                """, 1, 2, 3, 4);
        assertTrue(x.result.warnings().stream().anyMatch(w -> w.message().contains("implicit truncation of float4 to float3")),
                () -> x.result.warnings().toString());
        x.run();
        assertArrayEquals(new float[] {2, 0, 1, 7}, x.generic(0));
        assertArrayEquals(new float[] {1, 1, 1, 1}, x.generic(1));
        assertArrayEquals(new float[] {2, 4, 6, 10}, x.generic(2));
        assertArrayEquals(new float[] {4 + 2, 3 + 4, 2 + 6, 1 + 8}, x.generic(3));
        assertArrayEquals(new float[] {2, 5, 2, 6}, x.generic(4), "a smeared matrix with a matrix write mask");
        assertArrayEquals(new float[] {7, 8, 9, 1}, x.generic(5));
    }

    @Test
    void vectorConditionsSelectPerComponentAndLogicDoesNotShortCircuit() {
        CgExec x = vertex("", """
                bool4 c = a > 2.5;
                r0 = c ? a : -a;
                bool4 d = c && (a < 3.5);
                r1 = d;
                r2 = (a.x > 0.5) ? a : 0;
                r3 = float4(any(c), all(c), any(a), !c.x);
                int i = 7;
                r4 = float4(i / 2, i % 4, 7.0 / 2, -i);
                """, 1, 2, 3, 4);
        x.run();
        assertArrayEquals(new float[] {-1, -2, 3, 4}, x.generic(0));
        assertArrayEquals(new float[] {0, 0, 1, 0}, x.generic(1));
        assertArrayEquals(new float[] {1, 2, 3, 4}, x.generic(2));
        assertArrayEquals(new float[] {1, 0, 1, 1}, x.generic(3));
        assertArrayEquals(new float[] {3, 3, 3.5f, -7}, x.generic(4), "int division truncates");
    }

    @Test
    void overloadsOutParametersAndDefaults() {
        CgExec x = vertex("""
                float f(float x) { return 1; }
                float f(float2 x) { return 2; }
                float f(int x) { return 3; }
                void g(in float a, out float b, inout float c, float d = 10) { b = a + d; c = c * 2; }
                float h(float3 v) { v.x = 100; return v.x + v.y; }
                """, """
                r0 = float4(f(1.0), f(float2(1, 1)), f(1), f(a.x));
                float b, c = 3;
                g(a.x, b, c);
                float3 w = a.xyz;
                r1 = float4(b, c, h(w), w.x);
                float4 q = a;
                g(5, q.y, q.z, 1);
                r2 = q;
                """, 1, 2, 3, 4);
        x.run();
        assertArrayEquals(new float[] {1, 2, 3, 1}, x.generic(0));
        assertArrayEquals(new float[] {11, 6, 102, 1}, x.generic(1), "in parameters are copies");
        assertArrayEquals(new float[] {1, 6, 6, 4}, x.generic(2), "out and inout through write masks");
    }

    @Test
    void libraryCallsSmearScalarsAndPickVectorOverloads() {
        CgExec x = vertex("", """
                r0 = float4(lerp(a.xyz, float3(10, 10, 10), 0.5), 0);
                r1 = float4(pow(a.xyz, 2), max(0.0, a.w - 5));
                r2 = float4(clamp(a.xyz, 1.5, 2.5), saturate(a.w));
                float s, c;
                sincos(0.0, s, c);
                float ip;
                float fr = modf(a.x + 0.25, ip);
                r3 = float4(s, c, fr, ip);
                r4 = float4(step(2.5, a.xyz), dot(a, a));
                r5 = float4(fmod(7.5, 2), frac(a.x + 0.25), abs(-a.y), round(2.4));
                """, 1, 2, 3, 4);
        x.run();
        assertArrayEquals(new float[] {5.5f, 6, 6.5f, 0}, x.generic(0));
        assertArrayEquals(new float[] {1, 4, 9, 0}, x.generic(1), 1e-5f);
        assertArrayEquals(new float[] {1.5f, 2, 2.5f, 1}, x.generic(2));
        assertArrayEquals(new float[] {0, 1, 0.25f, 1}, x.generic(3), 1e-6f);
        assertArrayEquals(new float[] {0, 0, 1, 30}, x.generic(4));
        assertArrayEquals(new float[] {1.5f, 0.25f, 2, 2}, x.generic(5), 1e-6f);
    }

    @Test
    void loopsBreakAndContinue() {
        CgExec x = vertex("", """
                float sum = 0;
                for (int i = 0; i < 10; i++) {
                    if (i == 2) continue;
                    if (i == 5) break;
                    sum += i;
                }
                float w = 0;
                while (w < a.w) w += 1.5;
                int k = 0;
                do { k++; } while (k < 3);
                float arr[3] = {1, 2, 3};
                float t = 0;
                for (int j = 0; j < arr.length; j++) t += arr[j] * a[j];
                r0 = float4(sum, w, k, t);
                """, 1, 2, 3, 4);
        x.run();
        assertArrayEquals(new float[] {0 + 1 + 3 + 4, 4.5f, 3, 1 + 4 + 9}, x.generic(0));
    }

    @Test
    void staticsUniformArraysStructsAndInitializers() {
        CgExec x = vertex("""
                static const float3 lum = float3(0.25, 0.5, 0.25);
                static float counter;
                const float scale = 3;
                uniform float4 weights[3];
                struct pair { float2 a; float b[2]; };
                pair make(float v) { pair p = { float2(v, v + 1), { v * 2, v * 3 } }; return p; }
                """, """
                counter += 1;
                r0 = float4(dot(lum, a.xyz), counter, scale, 0);
                float t = 0;
                for (int i = 0; i < 3; i++) t += weights[i].y * a[i];
                pair m = make(a.w);
                pair q = m;
                q.b[1] = 9;
                r1 = float4(t, m.a.y, m.b[1], q.b[1]);
                float3 v3[2] = {1, 2, 3, 4, 5, 6};
                r2 = float4(v3[1], v3[0].z);
                """, 1, 2, 3, 4);
        x.constants(0, 10, 0, 0, 0, 20, 0, 0, 0, 30, 0, 0).run();
        assertArrayEquals(new float[] {0.25f + 1 + 0.75f, 1, 3, 0}, x.generic(0));
        assertArrayEquals(new float[] {10 + 40 + 90, 5, 12, 9}, x.generic(1), "a dynamic index into a uniform array");
        assertArrayEquals(new float[] {4, 5, 6, 3}, x.generic(2), "brace elision");
    }

    @Test
    void samplersPassThroughFunctionsAndStructs() {
        String src = """
                struct orig { float2 video_size; sampler2D texture; };
                float4 fetch(sampler2D s, float2 uv) { return tex2D(s, uv); }
                float4 twice(sampler2D s, float2 uv) { return fetch(s, uv) * 2; }
                float4 viaStruct(orig o, float2 uv) { return tex2D(o.texture, uv) * o.video_size.x; }
                float4 main(float2 uv : TEXCOORD0, uniform sampler2D decal : TEXUNIT0, uniform orig ORIG) : COLOR {
                    return twice(decal, uv) + viaStruct(ORIG, uv);
                }
                """;
        CgExec x = CgExec.compile(src, CgExec.fragment());
        int[] one = new int[4];
        int[] ten = new int[4];
        for (int c = 0; c < 4; c++) {
            one[c] = Float.floatToRawIntBits(1);
            ten[c] = Float.floatToRawIntBits(10);
        }
        x.textures(new dev.tungsten.tgsi.exec.MemoryTextures()
                .bind(0, dev.tungsten.tgsi.exec.MemoryTextures.Texture.of(dev.tungsten.tgsi.TextureTarget.T2D, 1, 1, 1, one))
                .bind(1, dev.tungsten.tgsi.exec.MemoryTextures.Texture.of(dev.tungsten.tgsi.TextureTarget.T2D, 1, 1, 1, ten)));
        x.fragmentInput(SemanticName.GENERIC, 0, 0.5f, 0.5f).constants(3, 0, 0, 0).run();
        assertEquals(1, x.result.reflection().sampler("ORIG.texture").unit());
        assertArrayEquals(new float[] {2 + 30, 2 + 30, 2 + 30, 2 + 30}, x.output(SemanticName.COLOR, 0));
    }

    @Test
    void everyUniformMatrixUploadsOneRowPerRegister() {
        CgExec x = vertex("uniform float2x2 R; uniform float3x2 S; uniform bool2 flags;", """
                r0 = float4(mul(R, a.xy), R[1]);
                r1 = float4(mul(a.xyz, S), S._m21, R._m10);
                float2x2 copy = R;
                r2 = float4(copy[0], flags.y, flags.x);
                """, 1, 2, 3, 4);
        Reflection refl = x.result.reflection();
        assertEquals(0, refl.uniform("R").register());
        assertEquals(2, refl.uniform("R").registers());
        assertEquals(2, refl.uniform("S").register());
        assertEquals(3, refl.uniform("S").registers());
        assertEquals(5, refl.uniform("flags").register());
        float[] c = {1, 2, 0, 0, 3, 4, 0, 0, 5, 6, 0, 0, 7, 8, 0, 0, 9, 10, 0, 0};
        int[] words = new int[24];
        for (int i = 0; i < c.length; i++) {
            words[i] = Float.floatToRawIntBits(c[i]);
        }
        words[20] = 0;
        words[21] = 1;
        x.constantWords(words).run();
        assertArrayEquals(new float[] {1 * 1 + 2 * 2, 3 * 1 + 4 * 2, 3, 4}, x.generic(0));
        assertArrayEquals(new float[] {1 * 5 + 2 * 7 + 3 * 9, 1 * 6 + 2 * 8 + 3 * 10, 10, 3}, x.generic(1));
        assertArrayEquals(new float[] {1, 2, 1, 0}, x.generic(2), "bools are u32 words");
    }
}
