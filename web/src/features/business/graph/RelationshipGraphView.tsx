import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import cytoscape from 'cytoscape';
import type { Core } from 'cytoscape';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { RelationshipGraphViewChainQuery } from '../../../__generated__/RelationshipGraphViewChainQuery.graphql';
import type {
  RelationKind,
  RelationshipGraphViewExpandQuery,
} from '../../../__generated__/RelationshipGraphViewExpandQuery.graphql';
import type { RelationshipGraphViewFindQuery } from '../../../__generated__/RelationshipGraphViewFindQuery.graphql';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { useLocalisedPath } from '../../../shared/locale/useLocalisedPath.ts';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import type { cytoscapeElementsFragment$key } from '../../../__generated__/cytoscapeElementsFragment.graphql';
import type { RelationshipGraphViewGraphFragment$key } from '../../../__generated__/RelationshipGraphViewGraphFragment.graphql';
import type { RelationshipGraphViewSavedFragment$key } from '../../../__generated__/RelationshipGraphViewSavedFragment.graphql';
import { UpgradeHint } from '../gating/UpgradeHint.tsx';
import { elementsOf } from './cytoscapeElements.ts';
import { connectedToRoot } from './connectedToRoot.ts';
import { SavedGraphSaveForm, type GraphOnScreen } from './SavedGraphSaveForm.tsx';

const relationKinds: RelationKind[] = ['ROLE', 'SHAREHOLDING', 'SUBSIDIARY'];
/** Force-directed layout (built into cytoscape), spread wide enough for Persian labels to stay legible. */
const coseLayout = {
  name: 'cose',
  animate: false,
  nodeRepulsion: () => 900_000,
  idealEdgeLength: () => 140,
  padding: 30,
} as const;

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    marginBlockEnd: tokens.spacingVerticalM,
  },
  canvas: {
    position: 'relative',
    overflow: 'hidden',
    height: '560px',
    // Cytoscape leaves its layers at their static position; pin them to the box (logical side: the box is LTR).
    '& canvas': { insetInlineStart: 0, top: 0 },
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  status: { display: 'block', marginBlock: tokens.spacingVerticalS, color: tokens.colorNeutralForeground3 },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 300px',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    // On a phone the canvas takes the whole width and the node list follows it.
    '@media (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  nodeList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    maxHeight: '520px',
    overflowY: 'auto',
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  nodeItem: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXXS,
  },
  nodeLabel: { flexBasis: '100%' },
  selectedNode: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
});

interface NodeEntry {
  id: string;
  label: string;
  type: string;
}

interface ChainTarget {
  id: string;
  title: string;
  kind: string;
}

/**
 * People and companies around an entity: zoom, pan, expand a node, filter links, open an entity, find a chain,
 * and save it all under a name. A saved graph is rebuilt by replaying its expansions and chain on the graph
 * around its centre, so it opens exactly as it was left (within the package the viewer has now).
 */
export function RelationshipGraphView({
  graph: graphKey,
  depth,
  saved: savedKey = null,
}: {
  graph: RelationshipGraphViewGraphFragment$key | null | undefined;
  depth: number;
  saved?: RelationshipGraphViewSavedFragment$key | null;
}) {
  const relationshipGraph = useFragment(
    graphql`
      fragment RelationshipGraphViewGraphFragment on RelationshipGraph {
        depthLimit
        chainLinkLimit
        ...cytoscapeElementsFragment
      }
    `,
    graphKey,
  );
  const savedGraph = useFragment(
    graphql`
      fragment RelationshipGraphViewSavedFragment on SavedGraph {
        name
        relations
        view {
          expansions {
            entityId
            relations
            graph {
              ...cytoscapeElementsFragment
            }
          }
          omittedExpansionCount
          chain {
            fromEntityId
            toEntityId
            relations
            graph {
              ...cytoscapeElementsFragment
            }
          }
          chainOmitted
        }
      }
    `,
    savedKey,
  );
  const saved = savedGraph
    ? { ...savedGraph.view, name: savedGraph.name, relations: savedGraph.relations }
    : null;
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const environment = useRelayEnvironment();
  const initial = relationshipGraph
    ? elementsOf(relationshipGraph, (role) => intl.formatMessage({ id: `business.role.${role}` }))
    : null;
  const rootId = initial?.root?.id ?? null;
  const container = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const [selected, setSelected] = useState<NodeEntry | null>(null);
  const [visibleKinds, setVisibleKinds] = useState<Set<RelationKind>>(
    () => new Set(saved ? saved.relations : relationKinds),
  );
  /** What the viewer did to the graph, in order: saved with it and replayed on opening. */
  const [expansions, setExpansions] = useState<GraphOnScreen['expansions']>(() =>
    (saved?.expansions ?? []).map(({ entityId, relations }) => ({ entityId, relations: [...relations] })),
  );
  const [chain, setChain] = useState<GraphOnScreen['chain']>(() =>
    saved?.chain
      ? {
          fromEntityId: saved.chain.fromEntityId,
          toEntityId: saved.chain.toEntityId,
          relations: [...saved.chain.relations],
        }
      : null,
  );
  const [nodes, setNodes] = useState<NodeEntry[]>([]);
  const [chainText, setChainText] = useState('');
  const [chainTargets, setChainTargets] = useState<ChainTarget[] | null>(null);
  const [chainTargetId, setChainTargetId] = useState('');
  const [chainStatus, setChainStatus] = useState<string | null>(() => {
    if (saved?.chainOmitted) return intl.formatMessage({ id: 'business.savedGraph.chainOmitted' });
    if (!saved?.chain) return null;
    const chainElements = elementsOf(saved.chain.graph, (role) =>
      intl.formatMessage({ id: `business.role.${role}` }),
    ).elements;
    const target = chainElements.find((element) => element.data.id === saved.chain?.toEntityId);
    return intl.formatMessage(
      { id: 'business.graph.chainFound' },
      {
        links: chainElements.filter((element) => element.group === 'edges').length,
        target: String(target?.data.label ?? ''),
      },
    );
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const roleLabel = (role: string) => intl.formatMessage({ id: `business.role.${role}` });

  /** Shows only links of the chosen kinds and the nodes those links still connect to the root; the node list follows. */
  const applyFilter = (instance: Core, kinds: ReadonlySet<RelationKind>) => {
    instance.edges().forEach((edge) => {
      edge.style('display', kinds.has(edge.data('kind') as RelationKind) ? 'element' : 'none');
    });
    const edges = instance.edges().map((edge) => ({
      source: edge.data('source') as string,
      target: edge.data('target') as string,
      kind: edge.data('kind') as RelationKind,
    }));
    const reachable = rootId
      ? connectedToRoot(rootId, edges, kinds)
      : new Set(instance.nodes().map((node) => node.id()));
    instance.nodes().forEach((node) => {
      node.style('display', reachable.has(node.id()) ? 'element' : 'none');
    });
    setNodes(
      instance
        .nodes()
        .filter((node) => reachable.has(node.id()))
        .map((node) => ({
          id: node.id(),
          label: node.data('label') as string,
          type: node.data('type') as string,
        })),
    );
  };

  useEffect(() => {
    if (!container.current || !initial) return undefined;
    const instance = cytoscape({
      container: container.current,
      elements: initial.elements,
      style: [
        {
          selector: 'node',
          style: {
            label: 'data(label)',
            'font-family': 'Vazirmatn, sans-serif',
            'font-size': 10,
            'text-wrap': 'ellipsis',
            'text-max-width': '120px',
            'text-valign': 'bottom',
            'text-margin-y': 4,
            width: 26,
            height: 26,
          },
        },
        {
          selector: 'node[type = "COMPANY"]',
          style: { 'background-color': '#0f6cbd', shape: 'round-rectangle' },
        },
        { selector: 'node[type = "PERSON"]', style: { 'background-color': '#e97548', shape: 'ellipse' } },
        { selector: 'node:selected', style: { 'border-width': 4, 'border-color': '#107c10' } },
        {
          selector: '.chain',
          style: {
            'line-color': '#107c10',
            'target-arrow-color': '#107c10',
            'border-width': 4,
            'border-color': '#107c10',
            width: 4,
          },
        },
        {
          selector: 'edge',
          style: {
            width: 1.5,
            'line-color': '#a0a0a0',
            'curve-style': 'bezier',
            'target-arrow-shape': 'triangle',
            'target-arrow-color': '#a0a0a0',
            label: 'data(label)',
            'font-family': 'Vazirmatn, sans-serif',
            'font-size': 8,
            color: '#616161',
          },
        },
        {
          selector: 'edge[kind = "SUBSIDIARY"]',
          style: { 'line-color': '#8764b8', 'target-arrow-color': '#8764b8', width: 3 },
        },
        {
          selector: 'edge[kind = "SHAREHOLDING"]',
          style: { 'line-color': '#8764b8', 'target-arrow-color': '#8764b8', 'line-style': 'dashed' },
        },
      ],
      layout: coseLayout,
    });
    instance.on('select', 'node', (event) =>
      setSelected({
        id: event.target.id(),
        label: event.target.data('label'),
        type: event.target.data('type'),
      }),
    );
    instance.on('unselect', 'node', () => setSelected(null));
    instance.on('dbltap', 'node', (event) => {
      const type = event.target.data('type') === 'COMPANY' ? 'company' : 'person';
      navigate(localise(`/${type}/${event.target.id()}`));
    });
    cy.current = instance;
    if (saved) {
      const known = (id: string) => !instance.getElementById(id).empty();
      for (const expansion of saved.expansions)
        instance.add(
          elementsOf(expansion.graph, roleLabel).elements.filter(
            (element) => !known(String(element.data.id)),
          ),
        );
      if (saved.chain) {
        const chainElements = elementsOf(saved.chain.graph, roleLabel);
        instance.add(chainElements.elements.filter((element) => !known(String(element.data.id))));
        for (const id of chainElements.ids) instance.getElementById(id).addClass('chain');
      }
      instance.layout(coseLayout).run();
    }
    applyFilter(instance, visibleKinds);
    // Cytoscape measures its box once; refit whenever the box gets its real size (after the route's first paint, on resize).
    const observer = new ResizeObserver(() => {
      instance.resize();
      instance.fit(undefined, 30);
    });
    observer.observe(container.current);
    return () => {
      observer.disconnect();
      instance.destroy();
    };
    // The graph is built once per loaded query; later changes go through the cytoscape instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [relationshipGraph]);

  useEffect(() => {
    if (cy.current) applyFilter(cy.current, visibleKinds);
    // applyFilter only reads the root, fixed per loaded query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visibleKinds]);

  const addToGraph = (graph: cytoscapeElementsFragment$key) => {
    const instance = cy.current;
    const added = elementsOf(graph, roleLabel);
    if (!instance) return added;
    instance.add(
      added.elements.filter((element) => instance.getElementById(String(element.data.id)).empty()),
    );
    instance.layout(coseLayout).run();
    applyFilter(instance, visibleKinds);
    return added;
  };

  const selectNode = (node: NodeEntry) => {
    const instance = cy.current;
    if (!instance) return;
    instance.nodes(':selected').unselect();
    instance.getElementById(node.id).select();
  };

  const openNode = (node: NodeEntry) =>
    navigate(localise(`/${node.type === 'COMPANY' ? 'company' : 'person'}/${node.id}`));

  const expand = async (node: NodeEntry | null) => {
    if (!node) return;
    setRefusal(null);
    try {
      const result = await fetchQuery<RelationshipGraphViewExpandQuery>(
        environment,
        graphql`
          query RelationshipGraphViewExpandQuery($entity: ID!, $root: ID, $relations: [RelationKind!]) {
            relationshipGraph(
              entity: $entity
              root: $root
              depth: 1
              limitPerHop: 25
              relations: $relations
            ) {
              ...cytoscapeElementsFragment
            }
          }
        `,
        { entity: node.id, root: rootId, relations: [...visibleKinds] },
      ).toPromise();
      if (result?.relationshipGraph) {
        addToGraph(result.relationshipGraph);
        const relations = [...visibleKinds];
        setExpansions((done) =>
          done.some(
            (expansion) => expansion.entityId === node.id && expansion.relations.join() === relations.join(),
          )
            ? done
            : [...done, { entityId: node.id, relations }],
        );
      }
    } catch (error) {
      // The service refuses nodes farther from the root than the package allows, with a message to show as it is.
      setRefusal(
        error instanceof Error ? error.message : intl.formatMessage({ id: 'business.graph.expandFailed' }),
      );
    }
  };

  const findTargets = async () => {
    const text = chainText.trim();
    setChainTargets(null);
    setChainTargetId('');
    setChainStatus(null);
    if (text === '') return;
    const found = await fetchQuery<RelationshipGraphViewFindQuery>(
      environment,
      graphql`
        query RelationshipGraphViewFindQuery($text: String!) {
          search(text: $text, type: ALL, first: 8) {
            edges {
              node {
                title
                type
                company {
                  id
                }
                person {
                  id
                }
              }
            }
          }
        }
      `,
      { text },
    ).toPromise();
    const targets = (found?.search.edges ?? []).flatMap(({ node }) => {
      const id = node.type === 'PERSON' ? node.person?.id : node.company?.id;
      return id ? [{ id, title: node.title, kind: node.type }] : [];
    });
    const unique = targets.filter(
      (target, index) => targets.findIndex((other) => other.id === target.id) === index,
    );
    if (unique.length === 0) setChainStatus(intl.formatMessage({ id: 'business.graph.chainTargetMissing' }));
    setChainTargets(unique);
    setChainTargetId(unique[0]?.id ?? '');
  };

  const findChain = async () => {
    const from = selected?.id ?? rootId;
    const target = chainTargets?.find((candidate) => candidate.id === chainTargetId);
    if (!from || !target) return;
    const result = await fetchQuery<RelationshipGraphViewChainQuery>(
      environment,
      graphql`
        query RelationshipGraphViewChainQuery($from: ID!, $to: ID!, $relations: [RelationKind!]) {
          relationshipChain(from: $from, to: $to, relations: $relations) {
            ...cytoscapeElementsFragment
          }
        }
      `,
      { from, to: target.id, relations: [...visibleKinds] },
    ).toPromise();
    const found = result?.relationshipChain;
    if (!found) {
      setChainStatus(
        intl.formatMessage(
          { id: 'business.graph.chainNone' },
          { links: relationshipGraph?.chainLinkLimit ?? 0 },
        ),
      );
      return;
    }
    setChain({ fromEntityId: from, toEntityId: target.id, relations: [...visibleKinds] });
    const added = addToGraph(found);
    const instance = cy.current;
    instance?.elements().removeClass('chain');
    for (const id of added.ids) instance?.getElementById(id).addClass('chain');
    const links = added.elements.filter((element) => element.group === 'edges').length;
    setChainStatus(intl.formatMessage({ id: 'business.graph.chainFound' }, { links, target: target.title }));
  };

  if (!relationshipGraph) {
    return (
      <PageContainer>
        <PageHeader title={intl.formatMessage({ id: 'business.graph.notFound' })} />
      </PageContainer>
    );
  }
  const nodeTypeLabel = (type: string) =>
    intl.formatMessage({
      id: type === 'COMPANY' ? 'business.graph.node.COMPANY' : 'business.graph.node.PERSON',
    });
  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'business.graph.title' }, { name: initial?.root?.label ?? '' })}
        subtitle={
          <FormattedMessage
            id="business.graph.subtitle"
            values={{
              depth: relationshipGraph.depthLimit,
              links: relationshipGraph.chainLinkLimit,
            }}
          />
        }
      />
      <div className={styles.toolbar}>
        {relationKinds.map((kind) => (
          <Checkbox
            key={kind}
            label={intl.formatMessage({ id: `business.graph.relation.${kind}` })}
            checked={visibleKinds.has(kind)}
            onChange={(_, { checked }) => {
              const next = new Set(visibleKinds);
              if (checked) next.add(kind);
              else next.delete(kind);
              setVisibleKinds(next);
            }}
          />
        ))}
        <Button disabled={!selected} onClick={() => void expand(selected)}>
          <FormattedMessage id="business.graph.expand" />
        </Button>
        <Button disabled={!selected} onClick={() => selected && openNode(selected)}>
          <FormattedMessage id="business.graph.open" />
        </Button>
      </div>
      <form
        noValidate
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          void findTargets();
        }}
      >
        <Field label={intl.formatMessage({ id: 'business.graph.chainTarget' })}>
          <Input value={chainText} onChange={(_, { value }) => setChainText(value)} />
        </Field>
        <Button type="submit">
          <FormattedMessage id="business.graph.findTargets" />
        </Button>
        {chainTargets && chainTargets.length > 0 ? (
          <>
            <Field label={intl.formatMessage({ id: 'business.graph.chooseTarget' })}>
              <RadioGroup value={chainTargetId} onChange={(_, { value }) => setChainTargetId(value)}>
                {chainTargets.map((target) => (
                  <Radio
                    key={target.id}
                    value={target.id}
                    label={`${target.title} (${nodeTypeLabel(target.kind)})`}
                  />
                ))}
              </RadioGroup>
            </Field>
            <Button appearance="primary" onClick={() => void findChain()}>
              <FormattedMessage id="business.graph.findChain" />
            </Button>
          </>
        ) : null}
      </form>
      {rootId ? (
        <SavedGraphSaveForm
          graph={{ rootEntityId: rootId, depth, relations: [...visibleKinds], expansions, chain }}
          savedName={saved?.name ?? null}
        />
      ) : null}
      {saved && saved.omittedExpansionCount > 0 ? (
        <UpgradeHint>
          <FormattedMessage
            id="business.savedGraph.omitted"
            values={{
              count: saved.omittedExpansionCount,
              shown: formatNumber(locale, saved.omittedExpansionCount),
            }}
          />
        </UpgradeHint>
      ) : null}
      {refusal ? <UpgradeHint>{refusal}</UpgradeHint> : null}
      {relationshipGraph.depthLimit < 3 ? (
        <Caption1 className={styles.status}>
          <FormattedMessage id="business.graph.depthHint" values={{ depth: relationshipGraph.depthLimit }} />
        </Caption1>
      ) : null}
      <Caption1 className={styles.status} role="status" data-testid="graph-status">
        <FormattedMessage
          id="business.graph.count"
          values={{ count: formatNumber(locale, nodes.length), nodes: nodes.length }}
        />
        {selected ? <> · {selected.label}</> : null}
        {chainStatus ? <> · {chainStatus}</> : null}
      </Caption1>
      <div className={styles.layout}>
        <div ref={container} className={styles.canvas} data-testid="graph-canvas" dir="ltr" />
        <section aria-labelledby="graph-nodes-title">
          <Subtitle2 as="h2" id="graph-nodes-title">
            <FormattedMessage id="business.graph.nodes" />
          </Subtitle2>
          <ul className={styles.nodeList} data-testid="graph-node-list">
            {nodes.map((node) => (
              <li
                key={node.id}
                className={styles.nodeItem}
                data-testid="graph-node"
                data-node-type={node.type}
                data-root={node.id === rootId ? 'true' : undefined}
              >
                <span
                  className={`${styles.nodeLabel} ${selected?.id === node.id ? styles.selectedNode : ''}`}
                >
                  {node.label} · {nodeTypeLabel(node.type)}
                </span>
                <Button
                  size="small"
                  aria-pressed={selected?.id === node.id}
                  onClick={() => selectNode(node)}
                  aria-label={intl.formatMessage({ id: 'business.graph.selectNode' }, { name: node.label })}
                >
                  <FormattedMessage id="business.graph.select" />
                </Button>
                <Button
                  size="small"
                  onClick={() => void expand(node)}
                  aria-label={intl.formatMessage({ id: 'business.graph.expandNode' }, { name: node.label })}
                >
                  <FormattedMessage id="business.graph.expandShort" />
                </Button>
                <Button
                  size="small"
                  onClick={() => openNode(node)}
                  aria-label={intl.formatMessage({ id: 'business.graph.openNode' }, { name: node.label })}
                >
                  <FormattedMessage id="business.graph.openShort" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <Body1>
        <FormattedMessage id="business.graph.help" />
      </Body1>
    </PageContainer>
  );
}
