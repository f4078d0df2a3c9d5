package dev.tungsten.gl.glsl;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.ReturnType;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiOpcode;

import static dev.tungsten.gl.glsl.ValueKind.FLOAT;
import static dev.tungsten.gl.glsl.ValueKind.INT;
import static dev.tungsten.gl.glsl.ValueKind.UINT;

/// Texture opcodes: the GL 2/3 family (TEX, TXP, TXB, TXL, TXD, TXF, TXQ, TG4, LODQ and the
/// 2/LZ variants), which name a sampler unit and carry the target in the instruction, and the
/// D3D10 family (SAMPLE*, GATHER4, SVIEWINFO, LOD), which name a sampler view and a sampler
/// state separately and take the target from the view's declaration.
///
/// GLSL has only combined samplers, so each (view, sampler state, target) used becomes one
/// `uniform` sampler; the binding list tells the driver which texture and which sampler object
/// to put on its unit. Coordinates keep TGSI's layout, which is GLSL's: the array layer follows
/// the coordinates and the shadow reference comes last (in z for 1D/2D shadow, w for array and
/// cube shadow, a separate operand for cube-array shadow). A shadow lookup gives (r, r, r, 1),
/// as Mesa's softpipe and llvmpipe do (decision record 0020); a shadow gather gives the four
/// comparison results.
///
/// [InstructionTranslator]'s opcode switch decides, per opcode, where the sampler comes from
/// ([#classic] or [#view]) and what the lookup is ([#lookup] with a [Mode], [#fetch], [#size]...).
final class TextureInstructions {
    private final Emission em;
    private final Registers regs;

    TextureInstructions(Emission em, Registers regs) {
        this.em = em;
        this.regs = regs;
    }

    /// How the level of detail is chosen.
    enum Mode { IMPLICIT, BIAS, LOD, GRAD, PROJECT, FETCH, GATHER }

    /// A combined GLSL sampler and what it samples.
    record Sampler(String name, TextureTarget target, ValueKind kind) {}

    /// A GL-2-style lookup: sampler unit in source `samplerSrc`, target from the instruction token.
    Sampler classic(Instruction in, int samplerSrc) {
        if (in.texture() == null) {
            throw em.malformed("expected a texture target");
        }
        if (samplerSrc >= in.src().size() || in.src(samplerSrc).file() != RegisterFile.SAMPLER) {
            throw em.malformed("expected a SAMP register as source " + samplerSrc);
        }
        int unit = in.src(samplerSrc).index();
        if (in.src(samplerSrc).indirect() != null) {
            throw em.unsupported("an indirectly chosen sampler (GLSL 4.50 allows only dynamically uniform sampler indices)");
        }
        TextureTarget target = in.texture().target();
        ValueKind kind = returnKind(unit, in.texture().returnType());
        return declare(unit, unit, target, kind);
    }

    /// A D3D10-style lookup: sampler view in `viewSrc`, sampler state in `samplerSrc` (-1: none).
    Sampler view(Instruction in, int viewSrc, int samplerSrc, boolean shadow) {
        if (viewSrc >= in.src().size() || in.src(viewSrc).file() != RegisterFile.SAMPLER_VIEW) {
            throw em.malformed("expected an SVIEW register as source " + viewSrc);
        }
        int view = in.src(viewSrc).index();
        int sampler = view;
        if (samplerSrc >= 0) {
            if (samplerSrc >= in.src().size() || in.src(samplerSrc).file() != RegisterFile.SAMPLER) {
                throw em.malformed("expected a SAMP register as source " + samplerSrc);
            }
            sampler = in.src(samplerSrc).index();
        }
        Declaration d = em.scan.declarationOf(RegisterFile.SAMPLER_VIEW, view);
        if (d == null) {
            throw em.malformed("SVIEW[" + view + "] is not declared");
        }
        TextureTarget target = d.samplerView().resource();
        if (shadow) {
            target = shadowOf(target);
        }
        return declare(view, sampler, target, kindOf(d.samplerView().x()));
    }

    private ValueKind returnKind(int unit, ReturnType fromToken) {
        Declaration d = em.scan.declarationOf(RegisterFile.SAMPLER_VIEW, unit);
        if (d != null) {
            return kindOf(d.samplerView().x());
        }
        return kindOf(fromToken);
    }

    private static ValueKind kindOf(ReturnType t) {
        return switch (t) {
            case SINT -> INT;
            case UINT -> UINT;
            case UNORM, SNORM, FLOAT, UNKNOWN -> FLOAT;
        };
    }

    private TextureTarget shadowOf(TextureTarget t) {
        return switch (t) {
            case T1D, SHADOW1D -> TextureTarget.SHADOW1D;
            case T2D, SHADOW2D -> TextureTarget.SHADOW2D;
            case RECT, SHADOWRECT -> TextureTarget.SHADOWRECT;
            case T1D_ARRAY, SHADOW1D_ARRAY -> TextureTarget.SHADOW1D_ARRAY;
            case T2D_ARRAY, SHADOW2D_ARRAY -> TextureTarget.SHADOW2D_ARRAY;
            case CUBE, SHADOWCUBE -> TextureTarget.SHADOWCUBE;
            case CUBE_ARRAY, SHADOWCUBE_ARRAY -> TextureTarget.SHADOWCUBE_ARRAY;
            default -> throw em.unsupported("a depth comparison on a " + t.text() + " view");
        };
    }

    /// The GLSL sampler type of `target` returning `kind`.
    private String samplerType(TextureTarget target, ValueKind kind) {
        String shape = switch (target) {
            case BUFFER -> "Buffer";
            case T1D -> "1D";
            case T2D -> "2D";
            case T3D -> "3D";
            case CUBE -> "Cube";
            case RECT -> "2DRect";
            case SHADOW1D -> "1DShadow";
            case SHADOW2D -> "2DShadow";
            case SHADOWRECT -> "2DRectShadow";
            case T1D_ARRAY -> "1DArray";
            case T2D_ARRAY -> "2DArray";
            case SHADOW1D_ARRAY -> "1DArrayShadow";
            case SHADOW2D_ARRAY -> "2DArrayShadow";
            case SHADOWCUBE -> "CubeShadow";
            case T2D_MSAA -> "2DMS";
            case T2D_ARRAY_MSAA -> "2DMSArray";
            case CUBE_ARRAY -> "CubeArray";
            case SHADOWCUBE_ARRAY -> "CubeArrayShadow";
            case UNKNOWN -> throw em.malformed("texture target UNKNOWN (declare the view or give a target)");
        };
        if (target == TextureTarget.CUBE_ARRAY || target == TextureTarget.SHADOWCUBE_ARRAY) {
            em.require(GlslFeature.CUBE_MAP_ARRAY);
        }
        if (target.isShadow() && kind != FLOAT) {
            throw em.malformed("a shadow lookup on an integer view");
        }
        return kind.prefix() + "sampler" + shape;
    }

    private Sampler declare(int view, int sampler, TextureTarget target, ValueKind kind) {
        String key = view + "/" + sampler + "/" + target + "/" + kind;
        String name = em.samplers.get(key);
        if (name == null) {
            name = em.shared() + "tex" + view + "_" + sampler + (target.isShadow() ? "_shadow" : "");
            if (em.samplers.containsValue(name)) {
                name = name + "_" + target.text().toLowerCase(java.util.Locale.ROOT);
            }
            int unit = em.options.bindingBase() + em.samplers.size();
            em.samplers.put(key, name);
            String layout = em.available(GlslFeature.BINDING_LAYOUT) && em.version() == GlslVersion.V450
                    ? "layout(binding = " + unit + ") " : "";
            em.globals.line(layout + "uniform " + samplerType(target, kind) + " " + name + ";");
            em.bindings.add(new GlslShader.Binding(GlslShader.BindingKind.SAMPLER, name, unit, view, sampler, target));
        }
        return new Sampler(name, target, kind);
    }

    /// Components of the coordinate operand (shadow reference included where GLSL packs it).
    private static int coordinateSize(TextureTarget t) {
        return switch (t) {
            case BUFFER, T1D -> 1;
            case T2D, RECT, T1D_ARRAY, T2D_MSAA -> 2;
            case T3D, CUBE, T2D_ARRAY, T2D_ARRAY_MSAA, SHADOW1D, SHADOW2D, SHADOWRECT, SHADOW1D_ARRAY -> 3;
            case CUBE_ARRAY, SHADOW2D_ARRAY, SHADOWCUBE, SHADOWCUBE_ARRAY -> 4;
            case UNKNOWN -> 4;
        };
    }

    /// Components of a gradient or texel offset (the texture's spatial dimensions).
    private static int spatialSize(TextureTarget t) {
        return switch (t) {
            case BUFFER, T1D, T1D_ARRAY, SHADOW1D, SHADOW1D_ARRAY -> 1;
            case T2D, RECT, T2D_ARRAY, T2D_MSAA, T2D_ARRAY_MSAA, SHADOW2D, SHADOWRECT, SHADOW2D_ARRAY -> 2;
            case T3D, CUBE, CUBE_ARRAY, SHADOWCUBE, SHADOWCUBE_ARRAY, UNKNOWN -> 3;
        };
    }

    private static String swizzle(int n) {
        return "xyzw".substring(0, n);
    }

    private static String vec(ValueKind kind, int n, String e) {
        return n == 4 ? e : "(" + e + ")." + swizzle(n);
    }

    private boolean isD3d(Instruction in) {
        return in.opcode().has(TgsiOpcode.Flag.SAMPLE_TEXTURE_TOKEN) || in.opcode() == TgsiOpcode.LOD
                || in.opcode() == TgsiOpcode.SVIEWINFO;
    }

    void lookup(Instruction in, Sampler s, Mode mode, String extra) {
        TextureTarget t = s.target();
        if (t == TextureTarget.BUFFER || t == TextureTarget.T2D_MSAA || t == TextureTarget.T2D_ARRAY_MSAA) {
            throw em.unsupported("filtered lookups on a " + t.text() + " texture (only fetches are defined)");
        }
        String c = regs.read(in, 0, FLOAT);
        boolean d3d = isD3d(in);
        String ref = null;
        if (d3d && t.isShadow()) {
            ref = regs.scalar(in, 3, FLOAT, 0);
        }
        String p;
        if (mode == Mode.PROJECT) {
            em.body.open("{");
            em.body.line("vec4 tgsi_c = " + c + ";");
            c = "vec4(tgsi_c.xyz / tgsi_c.w, tgsi_c.w)";
            mode = Mode.IMPLICIT;
        } else {
            em.body.open("{");
        }
        p = coordinates(t, c, ref);
        String cubeArrayRef = null;
        if (t == TextureTarget.SHADOWCUBE_ARRAY) {
            cubeArrayRef = ref != null ? ref : extra;
            if (cubeArrayRef == null) {
                throw em.malformed("a cube-array shadow lookup needs its reference value (TEX2)");
            }
        }
        boolean fragment = em.scan.shader.processor() == Processor.FRAG;
        String offset = offset(in, t);
        List<String> args = new ArrayList<>();
        args.add(s.name());
        args.add(p);
        String fn;
        switch (mode) {
            case IMPLICIT -> {
                // Outside fragment shaders GLSL's implicit level is the base level, as the
                // interpreter's is (it has no derivatives there).
                fn = "texture";
                if (cubeArrayRef != null) {
                    args.add(cubeArrayRef);
                }
                if (offset != null) {
                    fn += "Offset";
                    args.add(offset);
                }
            }
            case BIAS -> {
                fn = fragment ? "texture" : "textureLod";
                if (fragment && (t == TextureTarget.SHADOW2D_ARRAY || t == TextureTarget.SHADOWCUBE_ARRAY)) {
                    throw em.unsupported("GLSL has no biased lookup on a " + t.text() + " sampler");
                }
                if (!fragment) {
                    shadowLod(t);
                    args.add("0.0");
                }
                if (offset != null) {
                    fn += "Offset";
                    args.add(offset);
                }
                if (fragment) {
                    args.add(extra);
                }
            }
            case LOD -> {
                fn = "textureLod";
                shadowLod(t);
                if (t == TextureTarget.SHADOWCUBE_ARRAY) {
                    throw em.unsupported("GLSL has no explicit-LOD lookup on a cube-array shadow sampler");
                }
                args.add(extra);
                if (offset != null) {
                    fn += "Offset";
                    args.add(offset);
                }
            }
            case GRAD -> {
                int n = spatialSize(t);
                int first = d3d ? 3 : 1;
                if (t == TextureTarget.SHADOWCUBE_ARRAY) {
                    throw em.unsupported("GLSL has no gradient lookup on a cube-array shadow sampler");
                }
                args.add(vec(FLOAT, n, regs.read(in, first, FLOAT)));
                args.add(vec(FLOAT, n, regs.read(in, first + 1, FLOAT)));
                fn = "textureGrad";
                if (offset != null) {
                    fn += "Offset";
                    args.add(offset);
                }
            }
            case GATHER -> {
                em.require(GlslFeature.TEXTURE_GATHER);
                fn = "textureGather";
                gatherArguments(in, t, args, offset, d3d);
                if (offset != null) {
                    fn += "Offset";
                }
            }
            default -> throw em.malformed("unexpected lookup mode " + mode);
        }
        String call = fn + "(" + String.join(", ", args) + ")";
        if (t.isShadow() && mode != Mode.GATHER) {
            call = "vec4(vec3(" + call + "), 1.0)";
        }
        regs.write(in, 0, call, s.kind());
        em.body.close("}");
    }

    /// TG4 takes the component (a constant) from source 1, or the reference value for cube-array
    /// shadows; the reference of other shadow targets is in the coordinates. GATHER4 always
    /// gathers component 0.
    private void gatherArguments(Instruction in, TextureTarget t, List<String> args, String offset, boolean d3d) {
        String coords = args.get(1);
        if (t.isShadow()) {
            String ref = switch (t) {
                case SHADOW2D, SHADOWRECT -> "(" + coords + ").z";
                case SHADOW2D_ARRAY, SHADOWCUBE -> "(" + coords + ").w";
                case SHADOWCUBE_ARRAY -> d3d ? regs.scalar(in, 3, FLOAT, 0) : regs.scalar(in, 1, FLOAT, 0);
                default -> throw em.unsupported("gather on a " + t.text() + " sampler");
            };
            int n = switch (t) {
                case SHADOW2D, SHADOWRECT -> 2;
                case SHADOW2D_ARRAY, SHADOWCUBE -> 3;
                default -> 4;
            };
            args.set(1, n == 4 ? coords : "(" + coords + ")." + swizzle(n));
            args.add(ref);
            if (offset != null) {
                args.add(offset);
            }
            return;
        }
        if (offset != null) {
            args.add(offset);
        }
        if (!d3d) {
            Integer component = regs.immediateWord(in, 1, 0);
            if (component == null) {
                throw em.unsupported("a TG4 component that is not an immediate (GLSL needs a constant)");
            }
            int comp = in.src(1).file() == RegisterFile.IMMEDIATE
                    && immediateIsFloat(in.src(1).index()) ? (int) Float.intBitsToFloat(component) : component;
            if (comp < 0 || comp > 3) {
                throw em.malformed("expected a gather component 0..3, found " + comp);
            }
            if (comp != 0) {
                em.require(GlslFeature.GPU_SHADER5);
                args.add(Integer.toString(comp));
            }
        }
    }

    private boolean immediateIsFloat(int index) {
        Immediate imm = em.scan.shader.immediates().get(index);
        return imm.type() == dev.tungsten.tgsi.ImmediateType.FLT32;
    }

    private void shadowLod(TextureTarget t) {
        if (t == TextureTarget.SHADOW2D_ARRAY || t == TextureTarget.SHADOWCUBE) {
            em.require(GlslFeature.SHADOW_LOD);
        }
    }

    /// The coordinate argument for `t` from the four-component operand `c`; `ref` is a separate
    /// shadow reference (SAMPLE_C), packed where GLSL expects it.
    private String coordinates(TextureTarget t, String c, String ref) {
        if (ref == null) {
            return vec(FLOAT, coordinateSize(t), c);
        }
        return switch (t) {
            case SHADOW1D -> "vec3((" + c + ").x, 0.0, " + ref + ")";
            case SHADOW2D, SHADOWRECT, SHADOW1D_ARRAY -> "vec3((" + c + ").xy, " + ref + ")";
            case SHADOW2D_ARRAY, SHADOWCUBE -> "vec4((" + c + ").xyz, " + ref + ")";
            case SHADOWCUBE_ARRAY -> c;
            default -> throw em.malformed("not a shadow target: " + t);
        };
    }

    /// The constant texel offset of the instruction, or null. GLSL requires a constant
    /// expression, so only immediate operands are accepted.
    private String offset(Instruction in, TextureTarget t) {
        if (in.texture() == null || in.texture().offsets().isEmpty()) {
            return null;
        }
        if (t.isCube()) {
            throw em.malformed("texel offsets on a cube map");
        }
        Instruction.TextureOffset o = in.texture().offsets().getFirst();
        if (o.file() != RegisterFile.IMMEDIATE || o.index() < 0 || o.index() >= em.scan.shader.immediates().size()) {
            throw em.unsupported("a texel offset that is not an immediate (GLSL needs a constant offset)");
        }
        Immediate imm = em.scan.shader.immediates().get(o.index());
        int[] sw = {o.swizzleX(), o.swizzleY(), o.swizzleZ()};
        int n = spatialSize(t);
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int v = sw[i] < imm.size() ? imm.word(sw[i]) : 0;
            // GL guarantees offsets in [-8, 7] (gl_MinProgramTexelOffset, gl_MaxProgramTexelOffset).
            if (v < -8 || v > 7) {
                throw em.unsupported("texel offset " + v + " outside the range OpenGL guarantees, [-8, 7]");
            }
            parts.add(Integer.toString(v));
        }
        return n == 1 ? parts.getFirst() : "ivec" + n + "(" + String.join(", ", parts) + ")";
    }

    /// TXF / SAMPLE_I / SAMPLE_I_MS: `texelFetch` with integer coordinates and a level or sample.
    void fetch(Instruction in, Sampler s, String lodOrSample) {
        TextureTarget t = s.target();
        if (t.isCube() || t.isShadow()) {
            throw em.malformed("a texel fetch from a " + t.text() + " texture");
        }
        int n = coordinateSize(t);
        String p = vec(INT, n, regs.read(in, 0, INT));
        String offset = offset(in, t);
        List<String> args = new ArrayList<>(List.of(s.name(), p));
        boolean hasLevel = t != TextureTarget.BUFFER && t != TextureTarget.RECT;
        if (hasLevel) {
            args.add(lodOrSample);
        }
        String fn = "texelFetch";
        if (offset != null) {
            if (t == TextureTarget.BUFFER || t == TextureTarget.T2D_MSAA || t == TextureTarget.T2D_ARRAY_MSAA) {
                throw em.malformed("texel offsets on a " + t.text() + " fetch");
            }
            fn = "texelFetchOffset";
            args.add(offset);
        }
        regs.write(in, 0, fn + "(" + String.join(", ", args) + ")", s.kind());
    }

    /// TXQ / SVIEWINFO: the size at a level in x, y, z, the level count in w.
    void size(Instruction in, Sampler s, String level) {
        TextureTarget t = s.target();
        boolean levels = t != TextureTarget.BUFFER && t != TextureTarget.RECT && t != TextureTarget.SHADOWRECT
                && t != TextureTarget.T2D_MSAA && t != TextureTarget.T2D_ARRAY_MSAA;
        String sizeCall = "textureSize(" + s.name() + (levels ? ", " + level : "") + ")";
        int n = switch (t) {
            case BUFFER, T1D, SHADOW1D -> 1;
            case T3D, T2D_ARRAY, SHADOW2D_ARRAY, CUBE_ARRAY, SHADOWCUBE_ARRAY, T2D_ARRAY_MSAA -> 3;
            default -> 2;
        };
        List<String> parts = new ArrayList<>();
        parts.add(sizeCall);
        for (int i = n; i < 3; i++) {
            parts.add("0");
        }
        String count = "0";
        if (levels && (in.dst(0).writeMask() & 8) != 0) {
            em.require(GlslFeature.TEXTURE_QUERY_LEVELS);
            count = "textureQueryLevels(" + s.name() + ")";
        } else if (!levels) {
            count = "1";
        }
        parts.add(count);
        regs.write(in, 0, "ivec4(" + String.join(", ", parts) + ")", INT);
    }

    /// TXQS / SAMPLE_INFO: the sample count in x.
    void samples(Instruction in, Sampler s) {
        if (s.target() != TextureTarget.T2D_MSAA && s.target() != TextureTarget.T2D_ARRAY_MSAA) {
            regs.write(in, 0, "ivec4(1, 0, 0, 0)", INT);
            return;
        }
        em.require(GlslFeature.TEXTURE_SAMPLES);
        regs.write(in, 0, "ivec4(textureSamples(" + s.name() + "), 0, 0, 0)", INT);
    }

    /// SAMPLE_POS: the position of sample src0.x of the view in src1, from the standard pattern of
    /// its sample count (the interpreter's choice: no Mesa driver implements the opcode); a source
    /// that is not a view counts as one sample.
    void samplePosition(Instruction in) {
        em.helper(GlslHelper.SAMPLE_POS);
        String count = "1";
        if (in.src().size() > 1 && in.src(1).file() == RegisterFile.SAMPLER_VIEW) {
            Sampler s = view(in, 1, -1, false);
            if (s.target() == TextureTarget.T2D_MSAA || s.target() == TextureTarget.T2D_ARRAY_MSAA) {
                em.require(GlslFeature.TEXTURE_SAMPLES);
                count = "textureSamples(" + s.name() + ")";
            }
        }
        regs.write(in, 0, "vec4(tgsi_sample_pos(" + count + ", " + regs.scalar(in, 0, INT, 0) + "), 0.0, 0.0)", FLOAT);
    }

    /// LODQ / LOD: x = the level accessed, y = the computed LOD, as `textureQueryLod` returns.
    void queryLod(Instruction in, Sampler s) {
        if (em.scan.shader.processor() != Processor.FRAG) {
            throw em.unsupported("an LOD query outside a fragment shader (GLSL computes LOD only there)");
        }
        em.require(GlslFeature.TEXTURE_QUERY_LOD);
        TextureTarget t = s.target();
        String p = vec(FLOAT, spatialSize(t), regs.read(in, 0, FLOAT));
        // GL_ARB_texture_query_lod spells it textureQueryLOD; GLSL 4.00 renamed it.
        String fn = GlslFeature.TEXTURE_QUERY_LOD.isCore(em.version()) ? "textureQueryLod" : "textureQueryLOD";
        regs.write(in, 0, "vec4(" + fn + "(" + s.name() + ", " + p + "), 0.0, 0.0)", FLOAT);
    }

    /// FBFETCH: the colour output's current framebuffer value (`GL_EXT_shader_framebuffer_fetch`).
    void framebufferFetch(Instruction in) {
        if (em.scan.shader.processor() != Processor.FRAG) {
            throw em.unsupported("FBFETCH outside a fragment shader");
        }
        var src = in.src(0);
        if (src.file() != RegisterFile.OUTPUT || src.indirect() != null) {
            throw em.malformed("expected a directly addressed COLOR output");
        }
        Declaration d = em.scan.declarationOf(RegisterFile.OUTPUT, src.index());
        if (d == null || d.semantic() == null || d.semantic().name() != dev.tungsten.tgsi.SemanticName.COLOR) {
            throw em.malformed("FBFETCH reads only COLOR outputs");
        }
        // After the checks of the shader itself: a malformed shader is malformed on every target
        // (NVIDIA's OpenGL, for one, lacks the extension).
        em.require(GlslFeature.FRAMEBUFFER_FETCH);
        int location = d.semantic().index() + src.index() - d.first();
        ValueKind kind = em.options.colorOutput(location);
        em.fetchedColors.add(location);
        String value = "tgsi_color" + location;
        if (src.swizzle() != dev.tungsten.tgsi.Swizzle.XYZW) {
            value = value + "." + dev.tungsten.tgsi.Swizzle.toString(src.swizzle());
        }
        regs.write(in, 0, value, kind);
    }
}
