package dev.tungsten.gl.glsl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.DepthLayout;
import dev.tungsten.tgsi.InterpLocation;
import dev.tungsten.tgsi.OutputSemantics;
import dev.tungsten.tgsi.PrimitiveType;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TgsiShader;

/// The boundary between TGSI registers and GLSL's stage interface: which GL inputs fill `ins[]`
/// and `svs[]` at the start of `main`, and which GL outputs `outs[]` is copied to at every exit
/// (and every EMIT of a geometry shader).
///
/// Varyings are named after their semantic (`v_GENERIC3`, `v_COLOR0`) so that consecutive
/// stages match by name; a geometry shader writes `g_` names. Built-in semantics map to the GL
/// built-ins (`gl_Position`, `gl_FragCoord`, `gl_FrontFacing`, `gl_ClipDistance`...).
///
/// Window coordinates: the GL driver renders into framebuffer objects whose row 0 is the pipe
/// interface's row 0 (the top of the image), and GL's window y grows with the row. TGSI's default
/// `FS_COORD_ORIGIN UPPER_LEFT` therefore is GL's default `gl_FragCoord`, `LOWER_LEFT` is
/// `origin_upper_left` (the count from the other end), and TGSI's DDY equals `dFdy`.
final class StageInterface {
    private final Emission em;
    private final TgsiShader shader;
    private final Processor stage;
    /// Declarations of the GL-side interface (`in`, `out`, layout lines).
    final SourceText declarations = new SourceText();
    /// Statements at the start of main that fill `ins[]` and `svs[]`.
    final SourceText prologue = new SourceText();
    /// The body of `tgsi_store_outputs()`.
    final SourceText epilogue = new SourceText();
    final List<GlslShader.Varying> inputs = new ArrayList<>();
    final List<GlslShader.Varying> outputs = new ArrayList<>();
    int clipDistances;
    int[] computeBlock;

    StageInterface(Emission em) {
        this.em = em;
        this.shader = em.scan.shader;
        this.stage = shader.processor();
    }

    void build() {
        stageLayout();
        declareInputs();
        declareSystemValues();
        declareOutputs();
    }

    int inputVertexCount() {
        if (stage != Processor.GEOM) {
            return 0;
        }
        PrimitiveType prim = PrimitiveType.fromCode(shader.property(PropertyName.GS_INPUT_PRIMITIVE, PrimitiveType.TRIANGLES.code()));
        return switch (prim == null ? PrimitiveType.TRIANGLES : prim) {
            case POINTS -> 1;
            case LINES, LINE_STRIP, LINE_LOOP -> 2;
            case LINES_ADJACENCY, LINE_STRIP_ADJACENCY -> 4;
            case TRIANGLES_ADJACENCY, TRIANGLE_STRIP_ADJACENCY -> 6;
            default -> 3;
        };
    }

    private void stageLayout() {
        switch (stage) {
            case GEOM -> {
                PrimitiveType in = PrimitiveType.fromCode(shader.property(PropertyName.GS_INPUT_PRIMITIVE, 4));
                PrimitiveType out = PrimitiveType.fromCode(shader.property(PropertyName.GS_OUTPUT_PRIMITIVE, 5));
                int max = shader.property(PropertyName.GS_MAX_OUTPUT_VERTICES, 1);
                int invocations = shader.property(PropertyName.GS_INVOCATIONS, 1);
                String inv = "";
                if (invocations > 1) {
                    em.require(GlslFeature.GS_INVOCATIONS);
                    inv = ", invocations = " + invocations;
                }
                declarations.line("layout(" + gsInput(in) + inv + ") in;");
                declarations.line("layout(" + gsOutput(out) + ", max_vertices = " + Math.max(max, 1) + ") out;");
            }
            case COMP -> {
                em.require(GlslFeature.COMPUTE);
                int[] block = {shader.property(PropertyName.CS_FIXED_BLOCK_WIDTH, 0),
                        shader.property(PropertyName.CS_FIXED_BLOCK_HEIGHT, 0),
                        shader.property(PropertyName.CS_FIXED_BLOCK_DEPTH, 0)};
                if (block[0] == 0) {
                    int[] given = em.options.computeBlock();
                    block = given != null ? given : new int[] {1, 1, 1};
                }
                computeBlock = new int[] {Math.max(block[0], 1), Math.max(block[1], 1), Math.max(block[2], 1)};
                declarations.line("layout(local_size_x = " + computeBlock[0] + ", local_size_y = " + computeBlock[1]
                        + ", local_size_z = " + computeBlock[2] + ") in;");
            }
            case FRAG -> {
                boolean lowerLeft = shader.property(PropertyName.FS_COORD_ORIGIN, 0) == 1;
                boolean integer = shader.property(PropertyName.FS_COORD_PIXEL_CENTER, 0) == 1;
                if (lowerLeft || integer) {
                    List<String> q = new ArrayList<>();
                    if (lowerLeft) {
                        q.add("origin_upper_left");
                    }
                    if (integer) {
                        q.add("pixel_center_integer");
                    }
                    declarations.line("layout(" + String.join(", ", q) + ") in vec4 gl_FragCoord;");
                }
                if (shader.property(PropertyName.FS_EARLY_DEPTH_STENCIL, 0) != 0) {
                    em.require(GlslFeature.EARLY_FRAGMENT_TESTS);
                    declarations.line("layout(early_fragment_tests) in;");
                }
                // FS_DEPTH_LAYOUT is a hint: declared where the target has conservative depth,
                // left out where it does not (the depth written is the same either way).
                DepthLayout dl = DepthLayout.fromCode(shader.property(PropertyName.FS_DEPTH_LAYOUT, 0));
                String depth = dl == null || dl == DepthLayout.NONE ? null : "depth_" + dl.text().toLowerCase(java.util.Locale.ROOT);
                if (depth != null && writesDepth() && em.available(GlslFeature.CONSERVATIVE_DEPTH)) {
                    em.require(GlslFeature.CONSERVATIVE_DEPTH);
                    declarations.line("layout(" + depth + ") out float gl_FragDepth;");
                }
                if (shader.property(PropertyName.FS_POST_DEPTH_COVERAGE, 0) != 0) {
                    em.require(GlslFeature.POST_DEPTH_COVERAGE);
                    declarations.line("layout(post_depth_coverage) in;");
                }
            }
            case VERT -> { }
            case TESS_CTRL, TESS_EVAL, TASK, MESH -> throw em.unsupported("the " + stage.text()
                    + " stage is not translated (the interpreter does not run it either)");
        }
    }

    private static String gsInput(PrimitiveType p) {
        return switch (p == null ? PrimitiveType.TRIANGLES : p) {
            case POINTS -> "points";
            case LINES, LINE_STRIP, LINE_LOOP -> "lines";
            case LINES_ADJACENCY, LINE_STRIP_ADJACENCY -> "lines_adjacency";
            case TRIANGLES_ADJACENCY, TRIANGLE_STRIP_ADJACENCY -> "triangles_adjacency";
            default -> "triangles";
        };
    }

    private static String gsOutput(PrimitiveType p) {
        return switch (p == null ? PrimitiveType.TRIANGLE_STRIP : p) {
            case POINTS -> "points";
            case LINES, LINE_STRIP, LINE_LOOP -> "line_strip";
            default -> "triangle_strip";
        };
    }

    /// The varying name of a semantic: `<prefix><NAME><index>`.
    static String varyingName(String prefix, SemanticName name, int index) {
        return prefix + name.name() + index;
    }

    private String interpolationQualifiers(Declaration d) {
        List<String> q = new ArrayList<>();
        if (d.interp() != null) {
            switch (d.interp().interpolate()) {
                case CONSTANT -> q.add("flat");
                case LINEAR -> q.add("noperspective");
                case PERSPECTIVE -> { }
                case COLOR -> {
                    if (em.options.flatshade()) {
                        q.add("flat");
                    }
                }
            }
            // GLSL 3.30 wants the interpolation qualifier before the auxiliary one.
            if (!q.contains("flat")) {
                if (d.interp().location() == InterpLocation.CENTROID) {
                    q.add("centroid");
                } else if (d.interp().location() == InterpLocation.SAMPLE) {
                    em.require(GlslFeature.GPU_SHADER5);
                    q.add("sample");
                }
            }
        }
        return String.join(" ", q);
    }

    private void declareInputs() {
        int perVertex = em.scan.size(RegisterFile.INPUT);
        int vertices = inputVertexCount();
        for (Declaration d : em.scan.declared(RegisterFile.INPUT)) {
            for (int i = d.first(); i <= d.last(); i++) {
                int k = i - d.first();
                switch (stage) {
                    case VERT -> {
                        ValueKind kind = em.options.vertexInput(i);
                        declarations.line("layout(location = " + i + ") in " + kind.vec4() + " tgsi_attr" + i + ";");
                        prologue.line("ins[" + i + "] = " + Registers.convert("tgsi_attr" + i, kind, ValueKind.FLOAT, 4) + ";");
                    }
                    case FRAG -> fragmentInput(d, i, k);
                    case GEOM -> geometryInput(d, i, k, perVertex, vertices);
                    case COMP -> prologue.line("ins[" + i + "] = vec4(0.0);");
                    default -> throw em.unsupported("inputs of the " + stage.text() + " stage");
                }
            }
        }
    }

    private void fragmentInput(Declaration d, int i, int k) {
        SemanticName name = d.semantic() == null ? SemanticName.GENERIC : d.semantic().name();
        int index = (d.semantic() == null ? i : d.semantic().index()) + k;
        String value = switch (name) {
            case POSITION -> "gl_FragCoord";
            case FACE -> "vec4(gl_FrontFacing ? 1.0 : -1.0, 0.0, 0.0, 1.0)";
            case PRIMID -> "intBitsToFloat(ivec4(gl_PrimitiveID, 0, 0, 0))";
            case PCOORD -> "vec4(gl_PointCoord, 0.0, 1.0)";
            case CLIPDIST -> {
                int n = 4 * (index + 1);
                yield "vec4(" + clipRead(4 * index, n) + ", " + clipRead(4 * index + 1, n) + ", "
                        + clipRead(4 * index + 2, n) + ", " + clipRead(4 * index + 3, n) + ")";
            }
            case LAYER -> {
                em.require(GlslFeature.FRAGMENT_LAYER_VIEWPORT);
                yield "intBitsToFloat(ivec4(gl_Layer, 0, 0, 0))";
            }
            case VIEWPORT_INDEX -> {
                em.require(GlslFeature.FRAGMENT_LAYER_VIEWPORT);
                yield "intBitsToFloat(ivec4(gl_ViewportIndex, 0, 0, 0))";
            }
            default -> {
                String var = varyingName(em.options.inputPrefix(), name, index);
                String q = interpolationQualifiers(d);
                boolean first = declareInput(var, name, index, q, "");
                if (name == SemanticName.COLOR && em.options.twoSided()) {
                    // lightTwoSide: back faces read the back colour the vertex stage wrote.
                    String back = varyingName(em.options.inputPrefix(), SemanticName.BCOLOR, index);
                    if (first) {
                        declareInput(back, SemanticName.BCOLOR, index, q, "");
                    }
                    yield "(gl_FrontFacing ? " + var + " : " + back + ")";
                }
                yield var;
            }
        };
        prologue.line("ins[" + i + "] = " + value + ";");
    }

    /// The GL inputs declared so far and their qualifiers. Several IN registers may read one
    /// semantic, each getting its value, but GLSL declares an input once.
    private final Map<String, String> declaredInputs = new HashMap<>();

    /// Declares `in vec4 var<arraySuffix>` unless an earlier IN register did (then false); two
    /// registers that read one semantic with different interpolation are refused, since one
    /// GLSL input has one interpolation.
    private boolean declareInput(String var, SemanticName name, int index, String q, String arraySuffix) {
        String before = declaredInputs.putIfAbsent(var, q);
        if (before != null) {
            if (!before.equals(q)) {
                throw em.unsupported("two inputs read " + name.text() + "[" + index + "] with different interpolation ("
                        + (before.isEmpty() ? "smooth" : before) + ", " + (q.isEmpty() ? "smooth" : q)
                        + "); GLSL has one input per varying");
            }
            return false;
        }
        declarations.line((q.isEmpty() ? "" : q + " ") + "in vec4 " + var + arraySuffix + ";");
        inputs.add(new GlslShader.Varying(var, name, index, q));
        return true;
    }

    private int declaredFragmentClipDistances;

    private String clipRead(int entry, int size) {
        if (size > declaredFragmentClipDistances) {
            declaredFragmentClipDistances = size;
        }
        return "gl_ClipDistance[" + entry + "]";
    }

    /// Redeclarations that depend on everything seen (the clip-distance array size).
    void finish() {
        if (declaredFragmentClipDistances > 0) {
            declarations.line("in float gl_ClipDistance[" + declaredFragmentClipDistances + "];");
        }
    }

    private void geometryInput(Declaration d, int i, int k, int perVertex, int vertices) {
        SemanticName name = d.semantic() == null ? SemanticName.GENERIC : d.semantic().name();
        int index = (d.semantic() == null ? i : d.semantic().index()) + k;
        String var = null;
        if (name != SemanticName.POSITION && name != SemanticName.PSIZE && name != SemanticName.PRIMID) {
            var = varyingName(em.options.inputPrefix(), name, index);
            declareInput(var, name, index, "", "[]");
        }
        for (int v = 0; v < vertices; v++) {
            String value = switch (name) {
                case POSITION -> "gl_in[" + v + "].gl_Position";
                case PSIZE -> "vec4(gl_in[" + v + "].gl_PointSize, 0.0, 0.0, 1.0)";
                case PRIMID -> "intBitsToFloat(ivec4(gl_PrimitiveIDIn, 0, 0, 0))";
                default -> var + "[" + v + "]";
            };
            prologue.line("ins[" + (v * perVertex + i) + "] = " + value + ";");
        }
    }

    private void declareSystemValues() {
        for (Declaration d : em.scan.declared(RegisterFile.SYSTEM_VALUE)) {
            for (int i = d.first(); i <= d.last(); i++) {
                SemanticName name = d.semantic() == null ? SemanticName.GENERIC : d.semantic().name();
                prologue.line("svs[" + i + "] = " + systemValue(name) + ";");
            }
        }
    }

    private String systemValue(SemanticName name) {
        String ints = switch (name) {
            case VERTEXID -> onlyIn(Processor.VERT, name, "gl_VertexID");
            case INSTANCEID -> onlyIn(Processor.VERT, name, "gl_InstanceID");
            case VERTEXID_NOBASE -> {
                em.require(GlslFeature.DRAW_PARAMETERS);
                yield onlyIn(Processor.VERT, name, "gl_VertexID - gl_BaseVertex" + drawParameterSuffix());
            }
            case BASEVERTEX -> {
                em.require(GlslFeature.DRAW_PARAMETERS);
                yield onlyIn(Processor.VERT, name, "gl_BaseVertex" + drawParameterSuffix());
            }
            case BASEINSTANCE -> {
                em.require(GlslFeature.DRAW_PARAMETERS);
                yield onlyIn(Processor.VERT, name, "gl_BaseInstance" + drawParameterSuffix());
            }
            case DRAWID -> {
                em.require(GlslFeature.DRAW_PARAMETERS);
                yield onlyIn(Processor.VERT, name, "gl_DrawID" + drawParameterSuffix());
            }
            case PRIMID -> stage == Processor.GEOM ? "gl_PrimitiveIDIn" : onlyIn(Processor.FRAG, name, "gl_PrimitiveID");
            case INVOCATIONID -> {
                em.require(GlslFeature.GS_INVOCATIONS);
                yield onlyIn(Processor.GEOM, name, "gl_InvocationID");
            }
            case SAMPLEID -> {
                em.require(GlslFeature.SAMPLE_SHADING);
                yield onlyIn(Processor.FRAG, name, "gl_SampleID");
            }
            case SAMPLEMASK -> {
                em.require(GlslFeature.SAMPLE_SHADING);
                yield onlyIn(Processor.FRAG, name, "gl_SampleMaskIn[0]");
            }
            default -> null;
        };
        if (ints != null) {
            return "intBitsToFloat(ivec4(" + ints + ", 0, 0, 0))";
        }
        return switch (name) {
            case POSITION -> onlyIn(Processor.FRAG, name, "gl_FragCoord");
            case FACE -> onlyIn(Processor.FRAG, name, "vec4(gl_FrontFacing ? 1.0 : -1.0, 0.0, 0.0, 1.0)");
            case SAMPLEPOS -> {
                em.require(GlslFeature.SAMPLE_SHADING);
                yield onlyIn(Processor.FRAG, name, "vec4(gl_SamplePosition, 0.0, 0.0)");
            }
            case HELPER_INVOCATION -> {
                em.require(GlslFeature.HELPER_INVOCATION);
                yield onlyIn(Processor.FRAG, name, "uintBitsToFloat(uvec4(gl_HelperInvocation ? 0xffffffffu : 0u, 0u, 0u, 0u))");
            }
            case THREAD_ID -> onlyIn(Processor.COMP, name, "uintBitsToFloat(uvec4(gl_LocalInvocationID, 0u))");
            case BLOCK_ID -> onlyIn(Processor.COMP, name, "uintBitsToFloat(uvec4(gl_WorkGroupID, 0u))");
            case GRID_SIZE -> onlyIn(Processor.COMP, name, "uintBitsToFloat(uvec4(gl_NumWorkGroups, 0u))");
            case BLOCK_SIZE -> onlyIn(Processor.COMP, name, "uintBitsToFloat(uvec4(gl_WorkGroupSize, 0u))");
            case SUBGROUP_SIZE -> {
                em.require(GlslFeature.BALLOT);
                yield "uintBitsToFloat(uvec4(uint(gl_SubGroupSizeARB), 0u, 0u, 0u))";
            }
            case SUBGROUP_INVOCATION -> {
                em.require(GlslFeature.BALLOT);
                yield "uintBitsToFloat(uvec4(gl_SubGroupInvocationARB, 0u, 0u, 0u))";
            }
            case SUBGROUP_EQ_MASK, SUBGROUP_GE_MASK, SUBGROUP_GT_MASK, SUBGROUP_LE_MASK, SUBGROUP_LT_MASK -> {
                em.require(GlslFeature.BALLOT);
                em.require(GlslFeature.INT64);
                String suffix = name.name().substring("SUBGROUP_".length(), "SUBGROUP_".length() + 2);
                String glName = "gl_SubGroup" + suffix.charAt(0) + suffix.substring(1).toLowerCase(Locale.ROOT) + "MaskARB";
                yield "uintBitsToFloat(uvec4(unpackUint2x32(" + glName + "), 0u, 0u))";
            }
            default -> throw em.unsupported("system value " + name.text() + " has no GLSL counterpart");
        };
    }

    private String drawParameterSuffix() {
        return GlslFeature.DRAW_PARAMETERS.isCore(em.version()) ? "" : "ARB";
    }

    private String onlyIn(Processor p, SemanticName name, String value) {
        if (stage != p) {
            throw em.unsupported("system value " + name.text() + " in a " + stage.text() + " shader");
        }
        return value;
    }

    /// Outputs by semantic. Of several OUT registers with one semantic only the lowest is copied
    /// to the GL output (GLSL cannot declare an output twice); the others stay in `outs[]`, as in
    /// every other consumer ([OutputSemantics], decision record 0019).
    private void declareOutputs() {
        int clipVertex = -1;
        int position = -1;
        OutputSemantics linked = OutputSemantics.of(shader);
        for (Declaration d : em.scan.declared(RegisterFile.OUTPUT)) {
            for (int i = d.first(); i <= d.last(); i++) {
                SemanticName name = d.semantic() == null ? SemanticName.GENERIC : d.semantic().name();
                int index = (d.semantic() == null ? i : d.semantic().index()) + (i - d.first());
                if (d.semantic() != null && linked.register(name, index) != i) {
                    continue;
                }
                switch (stage) {
                    case FRAG -> fragmentOutput(name, index, i);
                    case VERT, GEOM -> {
                        if (name == SemanticName.CLIPVERTEX) {
                            clipVertex = i;
                        } else if (name == SemanticName.POSITION) {
                            position = i;
                        }
                        vertexOutput(name, index, i);
                    }
                    default -> throw em.unsupported("outputs of the " + stage.text() + " stage");
                }
            }
        }
        int planes = em.options.userClipPlanes();
        if ((stage == Processor.VERT || stage == Processor.GEOM) && planes > 0 && clipDistances == 0) {
            int source = clipVertex >= 0 ? clipVertex : position;
            if (source >= 0) {
                declarations.line("uniform vec4 tgsi_ucp[" + planes + "];");
                em.bindings.add(new GlslShader.Binding(GlslShader.BindingKind.CLIP_PLANES, "tgsi_ucp", -1, 0, -1, null));
                for (int p = 0; p < planes; p++) {
                    epilogue.line("gl_ClipDistance[" + p + "] = dot(outs[" + source + "], tgsi_ucp[" + p + "]);");
                }
                clipDistances = planes;
            }
        }
        if (clipDistances > 0) {
            declarations.line("out float gl_ClipDistance[" + clipDistances + "];");
        }
    }

    /// Whether the fragment shader declares a depth output (`POSITION`).
    private boolean writesDepth() {
        return shader.declarations().stream().anyMatch(d -> d.file() == RegisterFile.OUTPUT && d.semantic() != null
                && d.semantic().name() == SemanticName.POSITION);
    }

    private void fragmentOutput(SemanticName name, int index, int reg) {
        switch (name) {
            case COLOR -> {
                boolean all = shader.property(PropertyName.FS_COLOR0_WRITES_ALL_CBUFS, 0) != 0 && index == 0;
                int count = all ? Math.max(1, em.options.colorBuffers()) : 1;
                if (index == 0 && em.options.alphaFunc() >= 0) {
                    alphaTest(reg);
                }
                for (int n = 0; n < count; n++) {
                    int location = index + n;
                    ValueKind kind = em.options.colorOutput(location);
                    String direction = em.fetchedColors.contains(location) ? "inout" : "out";
                    // Gallium's second blend source is COLOR[1]; GL's is index 1 of location 0.
                    String layout = index == 1 && em.options.dualSourceBlend() ? "location = 0, index = 1"
                            : "location = " + location;
                    declarations.line("layout(" + layout + ") " + direction + " " + kind.vec4() + " tgsi_color" + location + ";");
                    epilogue.line("tgsi_color" + location + " = " + Registers.convert("outs[" + reg + "]", ValueKind.FLOAT, kind, 4) + ";");
                }
            }
            case POSITION -> epilogue.line("gl_FragDepth = outs[" + reg + "].z;");
            case STENCIL -> {
                em.require(GlslFeature.STENCIL_EXPORT);
                epilogue.line("gl_FragStencilRefARB = floatBitsToInt(outs[" + reg + "].y);");
            }
            case SAMPLEMASK -> {
                em.require(GlslFeature.SAMPLE_SHADING);
                epilogue.line("gl_SampleMask[0] = floatBitsToInt(outs[" + reg + "].x);");
            }
            default -> throw em.unsupported("fragment output semantic " + name.text());
        }
    }

    /// The alpha test, which core GL dropped: fragments whose COLOR0 alpha fails the comparison
    /// with the reference are discarded before the outputs are written.
    private void alphaTest(int reg) {
        String a = "outs[" + reg + "].a";
        String ref = "uintBitsToFloat(" + Integer.toUnsignedString(Float.floatToRawIntBits(em.options.alphaRef())) + "u)";
        String pass = switch (em.options.alphaFunc()) {
            case 0 -> "false";
            case 1 -> a + " < " + ref;
            case 2 -> a + " == " + ref;
            case 3 -> a + " <= " + ref;
            case 4 -> a + " > " + ref;
            case 5 -> a + " != " + ref;
            case 6 -> a + " >= " + ref;
            default -> "true";
        };
        if (!pass.equals("true")) {
            epilogue.line("if (!(" + pass + ")) discard;");
        }
    }

    private void vertexOutput(SemanticName name, int index, int reg) {
        String o = "outs[" + reg + "]";
        switch (name) {
            case POSITION -> {
                String x = o + ".x";
                String y = em.options.flipY() ? "-" + o + ".y" : o + ".y";
                String z = em.options.halfZ() ? "2.0 * " + o + ".z - " + o + ".w" : o + ".z";
                if (!em.options.flipY() && !em.options.halfZ()) {
                    epilogue.line("gl_Position = " + o + ";");
                } else {
                    epilogue.line("gl_Position = vec4(" + x + ", " + y + ", " + z + ", " + o + ".w);");
                }
            }
            case PSIZE -> epilogue.line("gl_PointSize = " + o + ".x;");
            case CLIPDIST -> {
                int total = shader.property(PropertyName.NUM_CLIPDIST_ENABLED, 0);
                int n = total > 0 ? Math.min(4, total - 4 * index) : 4;
                for (int c = 0; c < n; c++) {
                    epilogue.line("gl_ClipDistance[" + (4 * index + c) + "] = " + o + "." + "xyzw".charAt(c) + ";");
                }
                clipDistances = Math.max(clipDistances, 4 * index + Math.max(n, 0));
            }
            case CLIPVERTEX, EDGEFLAG -> { }
            case LAYER -> {
                if (stage != Processor.GEOM) {
                    em.require(GlslFeature.VIEWPORT_LAYER_ARRAY);
                }
                epilogue.line("gl_Layer = floatBitsToInt(" + o + ".x);");
            }
            case VIEWPORT_INDEX -> {
                em.require(stage == Processor.GEOM ? GlslFeature.VIEWPORT_ARRAY : GlslFeature.VIEWPORT_LAYER_ARRAY);
                epilogue.line("gl_ViewportIndex = floatBitsToInt(" + o + ".x);");
            }
            default -> {
                String prefix = stage == Processor.GEOM ? "g_" : "v_";
                String var = varyingName(prefix, name, index);
                String q = em.options.varyingQualifiers().getOrDefault(var, "");
                declarations.line((q.isEmpty() ? "" : q + " ") + "out vec4 " + var + ";");
                outputs.add(new GlslShader.Varying(var, name, index, q));
                epilogue.line(var + " = " + o + ";");
            }
        }
    }
}
